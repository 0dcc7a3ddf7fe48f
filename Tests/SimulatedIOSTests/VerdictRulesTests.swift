import SimulationHelpers
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The rules of `docs/behaviour-model.md` §1: judged by the text field (30 pt tall, its bottom 20 pt above the
/// content's bottom) and the pink; stuck at any rest on screen; each verdict with its reason.
@Suite struct VerdictRulesTests {
  /// A sample at `time` whose gap is `gap`, with a 216 pt keyboard up (or none).
  private func sample(_ time: Double, gap: Double, keyboard: Double = 216) -> Sample {
    Sample(
      time: time, viewHeight: 548, keyboardHeight: keyboard, grayBottom: 548 - keyboard - gap,
      viewWidth: 320)
  }

  @Test(arguments: [
    (0.0, SampleFinding.onTheKeyboard), (2, .onTheKeyboard), (-2, .onTheKeyboard),
    (2.01, .sliver), (-2.01, .sliver), (-20, .sliver), (-20.01, .fieldPartlyCovered),
    (-49.99, .fieldPartlyCovered), (-50, .fieldHidden), (-216, .fieldHidden), (49.99, .sliver),
    (50, .pinkBand), (216, .pinkBand),
  ])
  func eachSampleIsNamedByWhatAPersonSees(gap: Double, finding: SampleFinding) {
    #expect(VerdictRules.standard.finding(for: sample(0, gap: gap)) == finding)
  }

  /// One screen, one judgement: content below the bottom of a screen with no keyboard up (not
  /// even one frame of one sliding in) is the latent error a rest reports, not content covered by
  /// a keyboard, in a sample as at a rest; pink shows whether or not a keyboard is up.
  @Test func contentBelowAScreenWithNoKeyboardIsLatentInASampleAsAtARest() {
    let rules = VerdictRules.standard
    let below = sample(2, gap: -253, keyboard: 0)
    #expect(rules.isLatentError(atRest: below))
    #expect(!rules.isOffTheKeyboard(atRest: below))
    #expect(rules.finding(for: below) == .onTheKeyboard)
    #expect(rules.judge(samples: [below], rests: [sample(3, gap: 0)]).verdict == .clean)
    #expect(rules.finding(for: sample(2, gap: -253, keyboard: 0.4)) == .fieldHidden)
    #expect(rules.finding(for: sample(2, gap: 60, keyboard: 0)) == .pinkBand)
    let measured = Measurements(samples: [below], rests: [sample(3, gap: 0)])
    #expect(measured.largestCover == 0)
  }

  @Test(arguments: [
    ([0.0, 1, -2], Verdict.clean), ([2.01], .slivers), ([-49.9, 49.9], .slivers),
    ([-50], .glitch), ([50], .glitch), ([3, -60, 4], .glitch),
  ])
  func transientsDecideWhenEveryRestIsOnTheKeyboard(gaps: [Double], verdict: Verdict) {
    let samples = gaps.enumerated().map { sample(Double($0.offset) / 60, gap: $0.element) }
    let judgement = VerdictRules.standard.judge(samples: samples, rests: [sample(2, gap: 0.5)])
    #expect(judgement.verdict == verdict)
  }

  @Test func anyRestOffTheKeyboardOnScreenIsStuckEvenWhenTheEndIsRight() {
    let rests = [sample(1, gap: 0), sample(2, gap: 36), sample(3, gap: 0)]
    let judgement = VerdictRules.standard.judge(samples: [sample(0.5, gap: -100)], rests: rests)
    #expect(judgement.verdict == .stuck)
    #expect(
      judgement.reason
        == VerdictReason(
          rule: .offTheKeyboardAtRest, time: 2, points: 36, side: .pink, yardstick: 0.5))
  }

  @Test func contentUnderAKeyboardThatIsUpIsStuck() {
    let judgement = VerdictRules.standard.judge(samples: [], rests: [sample(1, gap: -0.51)])
    #expect(judgement.verdict == .stuck)
    #expect(judgement.reason.side == .covered)
  }

  @Test func contentBelowAnEmptyScreenIsALatentErrorNotStuck() {
    let latent = sample(3, gap: -20, keyboard: 0)
    #expect(VerdictRules.standard.isLatentError(atRest: latent))
    #expect(!VerdictRules.standard.isOffTheKeyboard(atRest: latent))
    let judgement = VerdictRules.standard.judge(samples: [], rests: [latent])
    #expect(judgement.verdict == .clean)
    // Pink with no keyboard up shows, latent or not.
    #expect(VerdictRules.standard.isOffTheKeyboard(atRest: sample(3, gap: 20, keyboard: 0)))
  }

  @Test func theReasonNamesTheWorstDecidingSampleTheFirstOfEquals() {
    let samples = [
      sample(0.1, gap: 60), sample(0.2, gap: -80), sample(0.3, gap: -80), sample(0.4, gap: 300),
    ]
    let rests = [sample(1, gap: 0)]
    let judgement = VerdictRules.standard.judge(samples: Array(samples.prefix(3)), rests: rests)
    #expect(
      judgement.reason
        == VerdictReason(rule: .fieldHidden, time: 0.2, points: 80, side: .covered, yardstick: 50))
    let band = VerdictRules.standard.judge(samples: samples, rests: rests)
    #expect(
      band.reason
        == VerdictReason(rule: .pinkBand, time: 0.4, points: 300, side: .pink, yardstick: 50))
    let slivers = VerdictRules.standard.judge(
      samples: [sample(0.1, gap: 5), sample(0.2, gap: -5)], rests: rests)
    #expect(
      slivers.reason
        == VerdictReason(rule: .beyondTolerance, time: 0.1, points: 5, side: .pink, yardstick: 50))
  }

  // The same depth judged against two fields: 39.7 pt covered hides a field whose top is 30 pt
  // above the content's edge (a demo with its field on the edge) and not the samples' 20 + 30 pt
  // one, and each reason names the yardstick it applied, so side by side they do not contradict.
  @Test func theReasonNamesTheFieldItMeasuredAgainst() {
    var lowField = sample(0.5, gap: -39.7)
    lowField.fieldMargin = 0
    lowField.fieldHeight = 30
    let hidden = VerdictRules.standard.judge(samples: [lowField], rests: [sample(1, gap: 0)])
    #expect(hidden.verdict == .glitch)
    #expect(hidden.reason.rule == .fieldHidden && hidden.reason.yardstick == 30)
    let kept = VerdictRules.standard.judge(
      samples: [sample(0.5, gap: -39.7)], rests: [sample(1, gap: 0)])
    #expect(kept.verdict == .slivers)
    #expect(kept.reason.rule == .beyondTolerance && kept.reason.yardstick == 50)
  }

  @Test func aCleanRunNamesItsLargestNoticeableMismatchOrNone() {
    let rests = [sample(1, gap: 0)]
    let still = VerdictRules.standard.judge(samples: [sample(0.1, gap: 0.01)], rests: rests)
    #expect(
      still
        == (
          .clean,
          VerdictReason(rule: .withinTolerance, time: nil, points: 0, side: nil, yardstick: 2)
        ))
    let moved = VerdictRules.standard.judge(samples: [sample(0.1, gap: -1.5)], rests: rests)
    #expect(
      moved.reason
        == VerdictReason(
          rule: .withinTolerance, time: 0.1, points: 1.5, side: .covered, yardstick: 2))
  }

  @Test func theThresholdsAreTheModelsAndAdjustable() {
    #expect(VerdictRules.standard.cleanTolerance == 2)
    #expect(VerdictRules.standard.restTolerance == 0.5)
    #expect(VerdictRules.standard.pinkBandHeight == 50)
    var lenient = VerdictRules.standard
    lenient.cleanTolerance = 5
    lenient.fieldMargin = 100
    #expect(lenient.finding(for: sample(0, gap: 4)) == .onTheKeyboard)
    #expect(lenient.finding(for: sample(0, gap: -120)) == .fieldPartlyCovered)
  }

  @Test func aControllerThatIgnoresTheKeyboardIsStuck() throws {
    let (result, _) = try runRecording("at 0 tap text-field", device: .iphone5, os: 6)
    let timeline = result.timeline(header: .test)
    #expect(isClose(timeline.measurements.restGap, -216))
    #expect(timeline.measurements.tallestKeyboard == 216)
    #expect(timeline.verdict == .stuck)
    #expect(timeline.reason.rule == .offTheKeyboardAtRest)
  }

  @Test func aControllerThatFollowsTheKeyboardExactlyIsClean() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 tap background", device: .iphone5, os: 6
    ) { controller in
      // Changed inside the will observers without an animation: it moves with the keyboard.
      controller.onWillShow = { controller, _ in controller.grayView?.frame.size.height = 332 }
      controller.onWillHide = { controller, _ in controller.grayView?.frame.size.height = 548 }
    }
    let timeline = result.timeline(header: .test)
    #expect(timeline.samples.count > 20)
    #expect(timeline.measurements.largestMismatch < 1e-9)
    #expect(timeline.verdict == .clean)
    #expect(timeline.rests.count == 1, "the rest before the second step")
  }
}
