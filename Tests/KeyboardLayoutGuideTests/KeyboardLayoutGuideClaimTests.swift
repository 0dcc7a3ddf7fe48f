import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import TechniqueKeyboardLayoutGuide

/// What Apple's documentation promises of `UIView.keyboardLayoutGuide` (`UIKeyboardLayoutGuide`,
/// iOS 15; WWDC21 "Your guide to keyboard layout"), and what the model shows (`docs/claims.md`).

@Suite struct KeyboardLayoutGuideClaimTests {
  private func run(
    _ scenario: BuiltInScenario, device: Device, os: Int, follows: Bool = false,
    assuming assumptions: Set<SystemRules.Rule> = []
  ) -> Timeline {
    var switches = GuideOptions.shipped
    switches.followsUndockedKeyboard = follows
    return SchmeeboardRun.timeline(
      of: KeyboardLayoutGuideVariant.self, switches: switches, on: RunTarget(device: device, release: IOSRelease(os)),
      scenario: scenario.scenario, assuming: assumptions)
  }

  /// Every device and iOS version from the guide's iOS 15 on.
  static let supportedPairs = RunTarget.modelled.filter { $0.release.major >= 15 }

  // WWDC21: with the keyboard offscreen, the guide's top is the bottom of the view's safe area. At
  // launch, with no keyboard, the gray view's bottom sits 34 pt above the screen's
  // bottom on iPhone X (812 − 34), and on the screen's bottom on a phone with a home button.
  @Test func withNoKeyboardTheGuideTopIsTheSafeAreasBottom() {
    let notch = run(.showHide, device: .iphonex, os: 15)
    #expect(notch.samples.first?.grayBottom == 778)
    #expect(notch.rest.grayBottom == 778)
    #expect(notch.rest.gap == 0)
    let button = run(.showHide, device: .iphonese2, os: 15)
    #expect(button.rest.grayBottom == 667)
  }

  // The guide tracks the docked keyboard and moves with its animation (WWDC21): on a device with a home
  // button, where the safe area's bottom is the screen's, the gray view rides the keyboard's top
  // in every 60 Hz sample of a show and a hide.
  @Test func followsADockedKeyboardFrameByFrame() {
    for os in 15...18 {
      let timeline = run(.showHide, device: .iphonese2, os: os)
      #expect(timeline.verdict == .clean, "iOS \(os)")
      #expect(timeline.samples.allSatisfy { abs($0.gap) < 0.01 }, "iOS \(os)")
    }
  }

  // Where the safe area's bottom is above the screen's, the guide animates from it to the
  // keyboard's top with the keyboard's curve while the keyboard slides from the screen's bottom:
  // the home indicator's inset shows at the start of a show and the end of a hide, never more
  // than the inset: between the two rests' gaps (34 pt with no keyboard, 0 with it), what iOS
  // shows and no sliver (`LayoutMargins`), and every rest is on the keyboard.
  @Test func onANotchedPhoneTheIndicatorsInsetShowsInFlight() {
    let timeline = run(.showHide, device: .iphone15, os: 17)
    #expect(timeline.verdict == .clean)
    #expect(timeline.samples.contains { $0.rawGap > 20 })
    #expect(timeline.samples.allSatisfy { $0.rawGap <= 34 && $0.rawGap >= -0.01 })
    #expect(timeline.rests.allSatisfy { abs($0.gap) < 0.01 })
  }

  // Every rest of every classic scenario on every device from iOS 15 is on the keyboard.
  @Test(arguments: [BuiltInScenario.rotate, .rotate180, .splitView, .switchKeyboard, .dip])
  func comesToRestOnTheKeyboardEverywhere(scenario: BuiltInScenario) {
    for pair in Self.supportedPairs {
      let timeline = run(scenario, device: pair.device, os: pair.release.major)
      #expect(
        timeline.verdict != .stuck && abs(timeline.rest.gap) < 0.05,
        "\(scenario.rawValue) on \(pair.device.displayName) iOS \(pair.release.major)")
    }
  }

  // `followsUndockedKeyboard` (whether the guide tracks an undocked keyboard, the
  // UIKeyboardLayoutGuide reference) is false by default, and the guide then stays as with the
  // keyboard offscreen once it is undocked: the gray view drops to the safe
  // area's bottom (1194 − 20 on the iPad Pro) and the pink stays closed. Set, the guide follows the
  // floating keyboard and lifts the gray view onto it, which is what the property promises: every
  // rest with the keyboard undocked is on it (gap 0), so the run is not stuck; only the moves
  // between the docked and the undocked keyboard open pink.
  @Test func anUndockedKeyboardLeavesTheFieldAtTheSafeAreasBottomUnlessFollowed() throws {
    let docked = run(.undockKeyboard, device: .ipadpro11, os: 17)
    #expect(docked.header.switches.first?.isOn == false)
    #expect(docked.verdict != .stuck)
    let undocked = try #require(docked.rests.first { $0.floatingKeyboard != nil })
    #expect(undocked.grayBottom == 1174)
    let following = run(.undockKeyboard, device: .ipadpro11, os: 17, follows: true)
    let floating = try #require(following.rests.first { $0.floatingKeyboard != nil })
    #expect(floating.grayBottom == floating.floatingKeyboard?.top)
    let undockedRests = following.rests.filter { $0.floatingKeyboard != nil }
    #expect(!undockedRests.isEmpty && undockedRests.allSatisfy { $0.gap == 0 })
    #expect(following.verdict != .stuck)
  }

  // WWDC23 ("Keep up with the keyboard"): outside Stage Manager the mini toolbar is no part of the
  // keyboard, and a guide that follows an undocked keyboard follows it. On minimise-toolbar on the
  // iPad Pro on iPadOS 17, the guide without followsUndockedKeyboard drops to the safe area's
  // bottom, 55 pt under the mini toolbar's 75 (its 20 pt home indicator less); with it, the gray
  // view rests on the mini toolbar's top. Read the other way, the following guide drops too.
  @Test func aGuideThatFollowsAnUndockedKeyboardFollowsTheMiniToolbar() throws {
    func minimisedRest(_ timeline: Timeline) throws -> Sample {
      try #require(timeline.rests.first { abs($0.time - 3) < 0.001 })
    }
    let dropped = try minimisedRest(run(.minimiseToolbar, device: .ipadpro11, os: 17))
    #expect(dropped.keyboardBarIsMinimised == true && abs(dropped.gap + 55) < 0.01)
    let following = run(.minimiseToolbar, device: .ipadpro11, os: 17, follows: true)
    let followed = try minimisedRest(following)
    #expect(followed.keyboardBarIsMinimised == true && abs(followed.gap) < 0.01)
    #expect(followed.grayBottom == 1194 - 75)
    let assumed = try minimisedRest(
      run(
        .minimiseToolbar, device: .ipadpro11, os: 17, follows: true,
        assuming: [.followingGuideTracksMiniToolbar]))
    #expect(abs(assumed.gap + 55) < 0.01)
  }

  // Undocumented, ruled [M] (`keyboardLayoutGuideIgnoresRotationHide`): the guide stays on the
  // keyboard through a rotation's will-hide, so the rotation has no glitch; under the other
  // reading the gray view drops at once to the safe area's bottom on iPhone and the field hides.
  @Test func theGuideDoesNotDipDuringARotation() {
    let held = run(.rotate, device: .iphone15, os: 17)
    #expect(held.verdict != .glitch && held.verdict != .stuck)
    let dipped = run(
      .rotate, device: .iphone15, os: 17, assuming: [.keyboardLayoutGuideIgnoresRotationHide])
    #expect(dipped.verdict == .glitch)
  }

  @Test func defaultRunTimeline() throws {
    try expectGenerated(BuiltInVariant(KeyboardLayoutGuideVariant.self).goldenTimeline)
  }

  // C29. WWDC21 and Apple's guide article: following the keyboard through its interactive dismissal
  // is one of the guide's own behaviours, from its iOS 15; iOS 17 (WWDC23) only adds
  // `keyboardDismissPadding` and `usesBottomSafeArea`. On an iPhone SE (a home button, no band to
  // travel) the gray view rides the keyboard's top through the whole drag on iOS 15, 16 and 17.
  // Under the alternative, dated to iOS 17, iOS 16 waits for the hide, and a pink band as tall as
  // the keyboard opens under the finger.
  @Test(arguments: [15, 16, 17])
  func theGuideFollowsTheFingerThatDismissesTheKeyboardFromIOS15(os: Int) {
    let run = run(.interactiveDismiss, device: .iphonese2, os: os)
    #expect(run.verdict == .clean)
    #expect(run.samples.allSatisfy { abs($0.gap) <= 2 })
  }

  @Test func datedToIOS17TheGuideOnIOS16WaitsForTheHide() {
    let flipped: Set<SystemRules.Rule> = [.keyboardLayoutGuideFollowsDismissGesture]
    let sixteen = run(.interactiveDismiss, device: .iphonese2, os: 16, assuming: flipped)
    #expect(sixteen.verdict == .glitch)
    #expect(sixteen.measurements.largestPink > 250)
    let seventeen = run(.interactiveDismiss, device: .iphonese2, os: 17, assuming: flipped)
    #expect(seventeen.verdict == .clean)
  }
}
