import MyKeyboardController
import SchmeeboardLab
import SchmeeboardTesting
import SimulatedIOS
import SimulatedUIKit
import Testing

/// What the lab finds when the controller meets the rotation the posts are about.
@Suite struct MyKeyboardControllerTests {
  private func rotate(on device: Device, os: Int) -> Timeline {
    SchmeeboardRun.timeline(
      of: MyKeyboardControllerVariant.self, switches: NoSwitches(), on: RunTarget(device: device, release: IOSRelease(os)),
      scenario: BuiltInScenario.rotate.scenario)
  }

  // On an iPhone from iOS 10 the rotation's will-hide comes with animations off: the handler
  // drops the gray view to the bottom at once, and the field is under the keyboard for a moment.
  @Test func iPhoneIOS10RotationHidesTheField() {
    let timeline = rotate(on: .iphone7, os: 10)
    #expect(timeline.verdict == .glitch)
    #expect(timeline.measurements.largestCover == 258)
    #expect(timeline.measurements.largestCoverTime == 1)
    #expect(timeline.measurements.restGap == 0, "back on the keyboard once everything settles")
  }

  // The one observer hears every change: the show, each rotation's hide and show, the hide.
  @Test func everyFrameChangeSetsTheConstraint() {
    let timeline = rotate(on: .iphone7, os: 10)
    let calls = timeline.entries.filter {
      $0.event == .call(CallRecord(name: "keyboardWillChangeFrame(_:)"))
    }
    #expect(calls.count == 6)
    let constants = timeline.entries.compactMap { entry -> Double? in
      if case .constraint(let change) = entry.event, change.name == "bottomLayoutConstraint" {
        return change.constant
      }
      return nil
    }
    #expect(constants == [258, 0, 194, 0, 258, 0])
  }

  // On an iPad the rotation's hide is animated: a few slivers, never the field hidden.
  @Test func iPadIOS10RotationOnlySlivers() {
    #expect(rotate(on: .ipadair2, os: 10).verdict == .slivers)
  }

  // The same, as a library's own test would say it, on every release each phone ran: a glitch at
  // worst through the rotation, and nothing worse than slivers when the keyboard comes and goes.
  @Test func atWorstAGlitchOnEveryPhoneAndRelease() {
    expectVerdicts(of: MyKeyboardControllerVariant.self, scenario: .rotate, on: [.iphone7, .iphone15], atWorst: .glitch)
    expectVerdicts(of: MyKeyboardControllerVariant.self, scenario: .showHide, on: [.iphone7, .iphone15], atWorst: .slivers)
  }
}
