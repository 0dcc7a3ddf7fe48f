import SimulationHelpers
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The text timeline: header, events with their times and nesting, the samples that matter, the
/// measurements and the verdict.
@Suite struct TextRendererTests {
  private func timeline(deploymentNote: String? = nil, switches: [RunHeader.Switch] = [])
    -> Timeline
  {
    let header = RunHeader(
      variant: "KeyboardSchmeeboard", target: RunTarget(device: .iphone5, release: IOSRelease(6)),
      scenario: "show-hide",
      steps: ["at 0 tap text-field", "at 1 tap background"], switches: switches,
      deploymentNote: deploymentNote)
    let entries = [
      TimelineEntry(time: 0, depth: 0, event: .step("tap text-field")),
      TimelineEntry(time: 0, depth: 1, event: .call(CallRecord(name: "willShowKeyboard(_:)"))),
      TimelineEntry(
        time: 0, depth: 2, event: .state(StateChange(name: "isKeyboardVisible", value: true))),
      TimelineEntry(time: 1, depth: 0, event: .step("tap background")),
    ]
    // Covered 22 with the field partly covered, pink 7.5, gap 0 at the second step's time, covered
    // 10; a rest 3 pt off before the second step.
    let samples = [
      Sample(time: 0.1, viewHeight: 548, keyboardHeight: 100, grayBottom: 470, viewWidth: 320),
      Sample(time: 0.2, viewHeight: 548, keyboardHeight: 200, grayBottom: 340.54, viewWidth: 320),
      Sample(time: 1, viewHeight: 548, keyboardHeight: 216, grayBottom: 332, viewWidth: 320),
      Sample(time: 1.5, viewHeight: 548, keyboardHeight: 216, grayBottom: 342, viewWidth: 320),
    ]
    let rests = [
      Sample(time: 1, viewHeight: 548, keyboardHeight: 216, grayBottom: 329, viewWidth: 320)
    ]
    let rest = Sample(time: 2, viewHeight: 548, keyboardHeight: 0, grayBottom: 548, viewWidth: 320)
    let measurements = Measurements(samples: samples, rests: rests + [rest])
    let judgement = VerdictRules.standard.judge(samples: samples, rests: rests + [rest])
    return Timeline(
      header: header, entries: entries, samples: samples, rests: rests, rest: rest,
      measurements: measurements, verdict: judgement.verdict, reason: judgement.reason)
  }

  @Test func rendersHeaderEventsExtremesAndVerdict() {
    let text = TextRenderer().render(timeline())
    #expect(
      text == """
        KeyboardSchmeeboard on iPhone 5, iOS 6, scenario show-hide
          steps:
            at 0 tap text-field
            at 1 tap background

           time  event
          0.000  step tap text-field
          0.000    call willShowKeyboard(_:)
          0.000      state isKeyboardVisible = true
          0.100  sample covered 22, field partly covered (view 548, keyboard 100, gray bottom 470)
          0.200  sample pink 7.5 (view 548, keyboard 200, gray bottom 340.5)
          1.000  rest pink 3, off the keyboard at rest (view 548, keyboard 216, gray bottom 329)
          1.000  step tap background

        measurements
          samples        4 at 60 Hz, 2 at rest
          largest pink   7.5 pt at 0.2 s
          largest cover  22 pt at 0.1 s
          at the end     gap 0 pt
          keyboard       216 pt at its tallest
        verdict: stuck (3 pt of pink at 1 s: off the keyboard at rest, beyond 0.5 pt)

        """)
  }

  /// Samples print after the events at their time; a rest, the screen before the step at its
  /// time, before them.
  @Test func everySampleFallsBetweenTheEventsByTime() {
    let lines = TextRenderer(showsEverySample: true).render(timeline()).split(separator: "\n").map(
      String.init)
    let events = lines.filter { $0.hasPrefix("  0.") || $0.hasPrefix("  1.") }
    #expect(
      events == [
        "  0.000  step tap text-field",
        "  0.000    call willShowKeyboard(_:)",
        "  0.000      state isKeyboardVisible = true",
        "  0.100  sample covered 22, field partly covered (view 548, keyboard 100, gray bottom 470)",
        "  0.200  sample pink 7.5 (view 548, keyboard 200, gray bottom 340.5)",
        "  1.000  rest pink 3, off the keyboard at rest (view 548, keyboard 216, gray bottom 329)",
        "  1.000  step tap background",
        "  1.000  sample gap 0 (view 548, keyboard 216, gray bottom 332)",
        "  1.500  sample covered 10 (view 548, keyboard 216, gray bottom 342)",
      ])
  }

  @Test func theHeaderNamesAWhatIfAndTheSwitches() {
    let switches = [
      RunHeader.Switch(name: "iOS 5 workaround", isOn: true),
      RunHeader.Switch(name: "iOS 6 workaround", isOn: false),
    ]
    let text = TextRenderer().render(
      timeline(
        deploymentNote: "what-if: below the original's deployment target, iOS 10.2",
        switches: switches))
    let header = text.split(separator: "\n").prefix(3).map(String.init)
    #expect(
      header == [
        "KeyboardSchmeeboard on iPhone 5, iOS 6, scenario show-hide",
        "  what-if: below the original's deployment target, iOS 10.2",
        "  switches: iOS 5 workaround on, iOS 6 workaround off",
      ])
  }

  @Test func aRunWithNoMismatchNamesNoTimes() {
    var clean = timeline()
    clean.samples = [
      Sample(time: 0.1, viewHeight: 548, keyboardHeight: 100, grayBottom: 448.02, viewWidth: 320)
    ]
    clean.rests = []
    clean.measurements = Measurements(samples: clean.samples, rests: [clean.rest])
    (clean.verdict, clean.reason) = VerdictRules.standard.judge(
      samples: clean.samples, rests: [clean.rest])
    let text = TextRenderer().render(clean)
    #expect(text.contains("  largest pink   0 pt\n"))
    #expect(text.contains("  largest cover  0 pt\n"))
    #expect(!text.contains("  sample "))
    #expect(!text.contains("  rest "))
    #expect(text.hasSuffix("verdict: clean (every sample within 2 pt)\n"))
  }

  @Test func aSimulatedRunRendersTheSameTwice() throws {
    let header = RunHeader(
      variant: "test", target: RunTarget(device: .iphone5, release: IOSRelease(6)),
      scenario: "test", steps: [],
      switches: [],
      deploymentNote: nil)
    func render() throws -> String {
      let (result, _) = try runRecording(
        "at 0 tap text-field\nat 1 rotate landscape-left", device: .iphone5, os: 6)
      return TextRenderer(showsEverySample: true).render(result.timeline(header: header))
    }
    let first = try render()
    #expect(first == (try render()))
    #expect(first.contains("  1.000  call willRotate(to: .landscapeLeft, duration: 0.3)\n"))
    #expect(!first.contains("-0"))
  }
}
