import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import CorrectedSchmeeboard3

/// The 2017 post's fix for the iPhone (`docs/claims.md` C13–C15).

@Suite struct CorrectedSchmeeboard3ClaimTests {
  private func run(_ scenario: BuiltInScenario, device: Device, os: Int) -> Timeline {
    SchmeeboardRun.timeline(
      of: CorrectedSchmeeboard3Variant.self, switches: NoSwitches(), on: RunTarget(device: device, release: IOSRelease(os)),
      scenario: scenario.scenario)
  }

  // C13: the flag set in viewWillTransition, the will-hide ignored, the flag cleared in the completion.
  @Test func iPhoneIOS10RotationIgnoresTheHide() throws {
    let timeline = run(.rotate, device: .iphone7, os: 10)
    #expect([.slivers, .clean].contains(timeline.verdict))
    let step = try #require(timeline.firstStep("rotate landscape-left"))
    let transition = try #require(
      timeline.firstCall("viewWillTransition(to: (667 × 375), with: coordinator)", from: step))
    let set = try #require(
      timeline.firstIndex(from: transition) {
        $0.event == .state(StateChange(name: "inPhoneRotation", value: true))
      })
    let hide = try #require(timeline.firstCall("willHideKeyboard(_:)", from: set))
    #expect(
      timeline.entries[hide + 1].depth <= timeline.entries[hide].depth,
      "the will-hide handler returns at once")
    let completion = try #require(timeline.firstCall("transition completion", from: hide))
    #expect(
      timeline.entries[completion + 1].event
        == .state(StateChange(name: "inPhoneRotation", value: false)))
    #expect(NumberFormat.seconds(timeline.entries[completion].time) == "1.3")
  }

  // C14: on iPad the flag is never set; the 2013 trick carries the rotation: the will-show's
  // animation replaces the hide's from where it had got to (begin-from-current-state).
  @Test func iPadIOS10NeverSetsTheFlag() throws {
    let timeline = run(.rotate, device: .ipadair2, os: 10)
    #expect([.slivers, .clean].contains(timeline.verdict))
    #expect(!timeline.stateChanges.contains { $0.name == "inPhoneRotation" && $0.value })
    let step = try #require(timeline.firstStep("rotate landscape-left"))
    let show = try #require(timeline.firstCall("willShowKeyboard(_:)", from: step))
    let showing = try #require(
      timeline.animations.first { $0.index > show && $0.record.name == "grayView.frame" })
    #expect(showing.record.rule == .replacedFromCurrentState)
  }

  // C15: a Split View resize is no rotation: the flag stays clear and the hide still works.
  @Test func splitViewResizeLeavesTheFlagClear() throws {
    let timeline = run(.splitView, device: .ipadair2, os: 10)
    #expect(timeline.verdict != .stuck)
    #expect(timeline.firstCall("viewWillTransition(to: (320 × 1024), with: coordinator)") != nil)
    #expect(!timeline.stateChanges.contains { $0.name == "inPhoneRotation" && $0.value })
  }

  @Test func defaultRunTimeline() throws {
    try expectGenerated(BuiltInVariant(CorrectedSchmeeboard3Variant.self).goldenTimeline)
  }
}
