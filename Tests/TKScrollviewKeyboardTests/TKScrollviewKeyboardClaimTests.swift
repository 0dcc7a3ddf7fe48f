import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import TechniqueTKScrollviewKeyboard

/// What TKScrollviewKeyboard's README (2014) says of the technique, and what the model
/// shows.

@Suite struct TKScrollviewKeyboardClaimTests {
  private func run(_ scenario: Scenario, device: Device, os: Int) -> Timeline {
    TestSupport.run(TKScrollviewKeyboardVariant.self, scenario, device: device, os: os)
  }

  // "When the device is rotated … the order of the events": willRotate, will-hide,
  // willAnimateRotation, will-show, didRotate. Confirmed on iOS 6 and 7, and from iOS 8 too, where
  // UIKit still calls the deprecated methods for a controller that implements only them. (On iOS 5
  // the demo never rotates: it does not implement `shouldAutorotateToInterfaceOrientation:`.)
  @Test(arguments: [(Device.iphone5, 6), (.iphone5, 7), (.iphone7, 10), (.ipadair2, 11)])
  func rotationEventsComeInTheReadmeOrder(pair: (Device, Int)) throws {
    let timeline = run(BuiltInScenario.rotate.scenario, device: pair.0, os: pair.1)
    let step = try #require(timeline.firstStep("rotate landscape-left"))
    let willRotate = try #require(
      timeline.firstIndex(from: step) {
        if case .call(let call) = $0.event { call.name.hasPrefix("willRotate(to:") } else { false }
      })
    let willHide = try #require(timeline.firstPost("UIKeyboardWillHide", from: step))
    let willAnimate = try #require(
      timeline.firstIndex(from: step) {
        if case .call(let call) = $0.event {
          call.name.hasPrefix("willAnimateRotation")
        } else {
          false
        }
      })
    let willShow = try #require(timeline.firstPost("UIKeyboardWillShow", from: step))
    let didRotate = try #require(timeline.firstCall("didRotate(from: .portrait)", from: step))
    #expect(willRotate < willHide && willHide < willAnimate && willAnimate < willShow)
    #expect(willShow < didRotate)
  }

  // "The keyboard notification object supplies … duration and curve, allowing to perfectly
  // synchronize keyboard appearance animation with the slide-up animation of the attached
  // UIView": confirmed for showing and hiding.
  @Test(arguments: [(Device.iphone5, 7), (.iphone7, 10), (.ipadair2, 11)])
  func commentBarFollowsTheKeyboard(pair: (Device, Int)) {
    let timeline = run(BuiltInScenario.showHide.scenario, device: pair.0, os: pair.1)
    #expect(timeline.verdict == .clean)
  }

  // "make sure not to set up any animations whenever keyboard is dismissed or presented due to
  // rotation … we only need to update the position": the flag does keep `beginAnimations` out of
  // the rotation; every change in it is the rotation's or the keyboard's.
  @Test func rotationOnlyUpdatesPositions() throws {
    let timeline = run(BuiltInScenario.rotate.scenario, device: .iphone5, os: 7)
    let step = try #require(timeline.firstStep("rotate landscape-left"))
    let didRotate = try #require(timeline.firstCall("didRotate(from: .portrait)", from: step))
    let inRotation = timeline.animations.filter { $0.index > step && $0.index < didRotate }
    #expect(!inRotation.isEmpty)
    #expect(inRotation.allSatisfy { $0.record.origin != "beginAnimations" })
  }

  // Finding: the bar does not ride the rotation smoothly. Before iOS 8 the will-hide is posted
  // inside the keyboard's own animation, so "only updating the position" still animates the bar
  // down with the keyboard's spring, under the rotation; on iPhone from iOS 10 it lands at once and
  // the will-show moves the bar up from the bottom of the screen.
  @Test(arguments: [(Device.iphone5, 7), (.iphone7, 10)])
  func rotationDipsTheBar(pair: (Device, Int)) {
    let timeline = run(BuiltInScenario.rotate.scenario, device: pair.0, os: pair.1)
    #expect(timeline.verdict == .glitch)
    #expect(abs(timeline.rest.gap) < 0.05)
  }

  // The README's block sets `setAnimationBeginsFromCurrentState:YES`, so a hide that interrupts
  // the show starts the bar from where it is on screen (docs/behaviour-model.md §5 [A:
  // Apple-SetBFCS]) and the bar stays on the keyboard: clean. Tapped away 0.1 s into the show on
  // an iPhone 5, the keyboard's spring has brought up 0.545 of its height (§3's table): 117.7 of
  // 216 pt on iOS 7, 137.8 of 253 pt with the QuickType bar on iOS 8. The bar, 524 pt down with
  // no keyboard, leaves from 524 − 117.7 = 406.3 and 524 − 137.8 = 386.2, the keyboard's top.
  @Test(arguments: [(7, 216.0), (8, 253.0)])
  func aHideThatInterruptsTheShowStartsTheBarFromWhereItIs(os: Int, keyboard: Double) throws {
    let timeline = run(
      try scenario("at 0 tap text-field\nat 0.1 tap background"), device: .iphone5, os: os)
    let hide = try #require(timeline.firstStep("tap background"))
    let index = try #require(timeline.firstAnimation("commentBar.frame", from: hide))
    let bar = try #require(timeline.animationRecord(at: index))
    #expect(bar.origin == "beginAnimations" && bar.beginsFromCurrentState)
    #expect(bar.rule == .replacedFromCurrentState)
    #expect(abs(bar.from[1] - (524 - 0.545 * keyboard)) < 0.1, "\(bar.from)")
    #expect(bar.to[1] == 524)
    #expect(timeline.verdict == .clean)
    #expect(timeline.measurements.largestMismatch < 0.05)
  }

  @Test func defaultRunTimeline() throws {
    try expectGenerated(BuiltInVariant(TKScrollviewKeyboardVariant.self).goldenTimeline)
  }
}
