import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import TechniqueMWKeyboardAnimation

/// What Mike Walker's post (2014) says of the helper, and what the model shows.

@Suite struct MWKeyboardAnimationClaimTests {
  private func run(_ scenario: Scenario, device: Device, os: Int) -> Timeline {
    TestSupport.run(MWKeyboardAnimationVariant.self, scenario, device: device, os: os)
  }

  // "grabbing the animation duration and curve out of the NSNotification object itself": the
  // legacy block replays the notification's duration and curve, begins from the current state,
  // and the view moves "contemporaneously with the iOS keyboard": confirmed.
  @Test(arguments: [(Device.iphone5, 7), (.iphone5, 8), (.ipadair2, 11)])
  func animatesContemporaneouslyWithTheKeyboard(pair: (Device, Int)) throws {
    let timeline = run(BuiltInScenario.showHide.scenario, device: pair.0, os: pair.1)
    let shrink = try #require(timeline.animations.first { $0.record.name == "grayView.frame" })
    #expect(shrink.record.origin == "beginAnimations")
    #expect(shrink.record.curve == "keyboard spring" && shrink.record.beginsFromCurrentState)
    #expect(timeline.verdict == .clean)
  }

  // The swap is right where it was written: on iOS 7 the landscape keyboard's rectangle is
  // portrait, and the device is landscape, so swapping gives the height, 162.
  @Test func swapFitsIOS7() throws {
    let timeline = run(BuiltInScenario.rotate.scenario, device: .iphone5, os: 7)
    let inLandscape = try #require(timeline.lastValue(of: "grayView.frame", before: 2))
    #expect(abs(inLandscape[3] - (320 - 162)) < 0.05)
    #expect(abs(timeline.rest.gap) < 0.05)
  }

  // Finding: "Apple has been known to change it without warning": from iOS 8 the rectangle follows
  // the interface, and the swap, still decided by the device, turns a 568 × 194 keyboard into a
  // 568-point-high one: the gray view's height is set to 320 − 568, its bottom ends at the top of
  // the screen, and pink fills everything above the keyboard.
  @Test func swapBreaksLandscapeFromIOS8() throws {
    let timeline = run(BuiltInScenario.rotate.scenario, device: .iphone5, os: 8)
    let inLandscape = try #require(timeline.lastValue(of: "grayView.frame", before: 2))
    #expect(abs(inLandscape[1] + inLandscape[3]) < 0.05)
    #expect(timeline.measurements.largestPink >= 320 - 194 - 0.05)
  }

  // Finding: the swap asks the device, not the interface. On iOS 7 with the interface in landscape
  // and the phone lying face up, the device is not landscape: no swap, and the keyboard's width
  // (568) is taken for its height.
  @Test func faceUpDeviceSkipsTheSwap() throws {
    let flat = try scenario(
      "at 0 rotate landscape-left\nat 1 face-up\nat 2 tap text-field\nat 3 tap background")
    let lying = try #require(
      run(flat, device: .iphone5, os: 7).lastValue(of: "grayView.frame", before: 3))
    #expect(abs(lying[1] + lying[3]) < 0.05, "320 − 568: the bottom ends at the top of the screen")
    let upright = try scenario(
      "at 0 rotate landscape-left\nat 2 tap text-field\nat 3 tap background")
    let standing = try #require(
      run(upright, device: .iphone5, os: 7).lastValue(of: "grayView.frame", before: 3))
    #expect(abs(standing[3] - (320 - 162)) < 0.05)
  }

  // The helper's block begins from the current state, so a hide that interrupts the show starts
  // the gray view from where it is on screen (docs/behaviour-model.md §5 [A: Apple-SetBFCS]) and
  // it stays on the keyboard: clean. Tapped away 0.1 s into the show on an iPhone 5, the
  // keyboard's spring has brought up 0.545 of its height (§3's table): 117.7 of 216 pt on iOS 7,
  // 137.8 of 253 pt on iOS 8. The gray view, 568 pt tall with no keyboard, grows back from
  // 568 − 117.7 = 450.3 and 568 − 137.8 = 430.2.
  @Test(arguments: [(7, 216.0), (8, 253.0)])
  func aHideThatInterruptsTheShowStartsFromWhereTheViewIs(os: Int, keyboard: Double) throws {
    let timeline = run(
      try scenario("at 0 tap text-field\nat 0.1 tap background"), device: .iphone5, os: os)
    let hide = try #require(timeline.firstStep("tap background"))
    let index = try #require(timeline.firstAnimation("grayView.frame", from: hide))
    let gray = try #require(timeline.animationRecord(at: index))
    #expect(gray.rule == .replacedFromCurrentState)
    #expect(abs(gray.from[3] - (568 - 0.545 * keyboard)) < 0.1, "\(gray.from)")
    #expect(gray.to[3] == 568)
    #expect(timeline.verdict == .clean)
    #expect(timeline.measurements.largestMismatch < 0.05)
  }

  @Test func defaultRunTimeline() throws {
    try expectGenerated(BuiltInVariant(MWKeyboardAnimationVariant.self).goldenTimeline)
  }
}
