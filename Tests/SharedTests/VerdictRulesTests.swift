import Testing

@testable import Shared

/// The thresholds of `ios-model.md` §1: clean ≤ 2 pt, slivers ≤ 15 % of the keyboard, glitch
/// beyond, stuck when more than 0.5 pt off at rest.
@Suite struct VerdictRulesTests {
  private func measurements(
    pink: Double = 0, cover: Double = 0, rest: Double = 0, keyboard: Double = 216
  ) -> Measurements {
    var measurements = Measurements(
      samples: [],
      rest: Sample(
        time: 0, viewHeight: 548, keyboardHeight: keyboard, grayBottom: 548 - keyboard - rest),
      keyboardHeight: keyboard)
    measurements.largestPink = pink
    measurements.largestCover = cover
    return measurements
  }

  @Test(arguments: [
    (0.0, 0.0, 0.0, Verdict.clean), (2, 0, 0, .clean), (0, 2, 0.5, .clean), (0, 0, -0.5, .clean),
    (2.01, 0, 0, .slivers), (0, 32.4, 0, .slivers), (32.4, 1, 0, .slivers),
    (32.5, 0, 0, .glitch), (0, 100, 0, .glitch),
    (0, 0, 0.51, .stuck), (0, 0, -0.51, .stuck), (100, 0, 1, .stuck), (0, 0, -216, .stuck),
  ])
  func judgesTheWorstTransientAndTheRest(
    pink: Double, cover: Double, rest: Double, verdict: Verdict
  ) {
    #expect(
      VerdictRules.standard.verdict(for: measurements(pink: pink, cover: cover, rest: rest))
        == verdict)
  }

  @Test func theSliverThresholdScalesWithTheKeyboard() {
    // 15 % of an iPad's 398 pt landscape keyboard is 59.7 pt.
    #expect(VerdictRules.standard.verdict(for: measurements(pink: 59, keyboard: 398)) == .slivers)
    #expect(VerdictRules.standard.verdict(for: measurements(pink: 60, keyboard: 398)) == .glitch)
  }

  @Test func theThresholdsAreTheModelsAndAdjustable() {
    #expect(VerdictRules.standard.cleanTolerance == 2)
    #expect(VerdictRules.standard.restTolerance == 0.5)
    #expect(VerdictRules.standard.sliverShare == 0.15)
    var lenient = VerdictRules.standard
    lenient.cleanTolerance = 5
    lenient.restTolerance = 2
    #expect(lenient.verdict(for: measurements(pink: 4, rest: 1)) == .clean)
    lenient.sliverShare = 0.5
    #expect(lenient.verdict(for: measurements(cover: 100)) == .slivers)
  }

  @MainActor
  @Test func aControllerThatIgnoresTheKeyboardIsStuck() throws {
    let (result, _) = try runRecording("at 0 tap text-field", device: .iphone5, os: 6)
    let header = RunHeader(
      variant: "test", device: "iPhone 5", os: 6, scenario: "test", steps: [], switches: [],
      deploymentNote: nil)
    let timeline = result.timeline(header: header)
    #expect(isClose(timeline.measurements.restGap, -216))
    #expect(timeline.measurements.keyboardHeight == 216)
    #expect(timeline.verdict == .stuck)
  }

  @MainActor
  @Test func aControllerThatFollowsTheKeyboardExactlyIsClean() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 tap background", device: .iphone5, os: 6
    ) { controller in
      // Changed inside the will observers without an animation: it moves with the keyboard.
      controller.onWillShow = { controller, _ in controller.grayView?.frame.size.height = 332 }
      controller.onWillHide = { controller, _ in controller.grayView?.frame.size.height = 548 }
    }
    let header = RunHeader(
      variant: "test", device: "iPhone 5", os: 6, scenario: "test", steps: [], switches: [],
      deploymentNote: nil)
    let timeline = result.timeline(header: header)
    #expect(timeline.samples.count > 20)
    #expect(timeline.measurements.largestMismatch < 1e-9)
    #expect(timeline.verdict == .clean)
  }
}
