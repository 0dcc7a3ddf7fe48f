import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The rules of the hazards by device and version, against `SystemRules+Hazards`'s
/// sources: each expectation goes red when its rule is flipped.

@Suite struct HazardRulesTests {
  private static let everyPair = RunTarget.modelled.map { ($0.device, $0.release.major) }

  @Test(arguments: everyPair)
  func onlyIPadsFromIOS9KeepTheShortcutBarOfA55PointBar(device: Device, os: Int) {
    let rules = SystemRules(device: device, release: IOSRelease(os))
    #expect(rules.hardwareKeyboardLeavesShortcutBar == (device.isPad && os >= 9))
    #expect(rules.shortcutBarHeight == 55)
    #expect(rules.refusal(of: .hardwareKeyboard(.attach)) == nil)
  }

  @Test(arguments: everyPair)
  func iPadsUndockFromIOS5AndIOS9PostsTheDockingShowTwice(device: Device, os: Int) {
    let rules = SystemRules(device: device, release: IOSRelease(os))
    #expect(rules.hasUndockableKeyboard == device.isPad)
    #expect((rules.refusal(of: .ipadKeyboard(.undock)) == nil) == device.isPad)
    #expect(rules.undockingPostsHide)
    #expect(rules.dockingPostsShowTwice == (os == 9))
  }

  @Test(arguments: everyPair)
  func quickTypeFromIOS8TogglesWithDurationZeroAndChangesTheHeight(device: Device, os: Int) {
    let rules = SystemRules(device: device, release: IOSRelease(os))
    #expect(rules.hasQuickType == (os >= 8))
    #expect((rules.refusal(of: .quickType(.off)) == nil) == (os >= 8))
    #expect(rules.quickTypeToggleDuration == 0)
    // Without the bar, the heights of iOS 7 [S].
    let iOS7 = SystemRules(device: device, release: IOSRelease(7))
    for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
      #expect(
        rules.keyboardHeight(in: orientation, kind: .english, quickType: false)
          == iOS7.keyboardHeight(in: orientation, kind: .english))
    }
  }

  @Test(arguments: [
    (Device.iphone5, 6, 216.0, 216.0), (.iphone5, 8, 253, 216), (.iphone7, 10, 258, 216),
    (.iphone7plus, 11, 271, 226), (.ipadair2, 9, 313, 264),
  ])
  func theQuickTypeBarIsTheDifferenceBetweenTheHeights(
    device: Device, os: Int, with: Double, without: Double
  ) {
    let rules = SystemRules(device: device, release: IOSRelease(os))
    #expect(rules.keyboardHeight(in: .portrait, kind: .english) == with)
    #expect(rules.keyboardHeight(in: .portrait, kind: .english, quickType: false) == without)
  }

  @Test(arguments: [
    (Device.ipad2, 8, 3, true), (.ipadair2, 8, 3, true), (.ipadair2, 8, 0, false),
    (.iphone5, 8, 3, false), (.ipadair2, 9, 0, false), (.ipad2, 7, 0, false),
  ])
  func onlyIPadOnIOS8Point3PostsTheRotationsPairTwice(
    device: Device, os: Int, minor: Int, twice: Bool
  ) {
    #expect(
      SystemRules(device: device, release: IOSRelease(os, minor)).rotationPostsKeyboardPairTwice
        == twice)
  }

  @Test(arguments: everyPair)
  func anotherAppsKeyboardReachesIPadsThatSplitFromIOS9To18AsNotLocal(device: Device, os: Int) {
    let rules = SystemRules(device: device, release: IOSRelease(os))
    #expect(
      (rules.refusal(of: .otherAppKeyboard(.show)) == nil)
        == ([.ipadair2, .ipadpro11].contains(device) && os >= 9 && os < 26))
    #expect(!rules.otherAppsKeyboardIsLocal)
  }

  @Test(arguments: everyPair)
  func onlyIPhonesHaveTheDoubleHeightStatusBarOnEveryVersion(device: Device, os: Int) {
    let rules = SystemRules(device: device, release: IOSRelease(os))
    #expect(rules.hasDoubleHeightStatusBar == !device.isPad)
    #expect((rules.refusal(of: .statusBar(.double)) == nil) == !device.isPad)
    #expect(rules.doubleHeightStatusBarExtra == 20)
    #expect(rules.statusBarChangeDuration == 0.25)
  }

  /// The status bar belongs to the device in the hand: an iPhone-only app on an iPad (in
  /// compatibility mode, believing it is a 3.5-inch iPhone) never sees a call's status bar, and
  /// the same app zoomed on an iPhone 7 does.
  @Test func theDoubleHeightStatusBarFollowsTheDeviceInTheHandNotTheBelievedOne() {
    let onPad = SystemRules(
      device: .ipadair2, release: IOSRelease(9),
      mode: DisplayMode(family: .iPhone, device: .ipadair2))
    #expect(!onPad.isPad)
    #expect(
      onPad.refusal(of: .statusBar(.double))
        == "no double-height status bar here: it needs an iPhone")
    let zoomed = SystemRules(
      device: .iphone7, release: IOSRelease(10),
      mode: DisplayMode(family: .iPhone, device: .iphone7))
    #expect(zoomed.refusal(of: .statusBar(.double)) == nil)
  }

  @Test(arguments: IOSVersion.modelled)
  func reduceMotionFromIOS7AndItsCrossFadeFromIOS14(os: Int) {
    let rules = SystemRules(device: .iphone5, release: IOSRelease(os))
    #expect(rules.hasReduceMotion == (os >= 7))
    #expect(rules.hasCrossFadeTransitions == (os >= 14))
    #expect(!rules.reduceMotionChangesKeyboard)
    #expect(rules.crossFadeHideEndFrameIsEmpty)
    #expect(rules.refusal(of: .reduceMotion(.off)) == nil)
    #expect((rules.refusal(of: .reduceMotion(.on)) == nil) == (os >= 7))
    #expect((rules.refusal(of: .reduceMotion(.crossFade)) == nil) == (os >= 14))
  }

  @Test func theBackgroundHidesTheKeyboardWithoutAnimation() {
    #expect(
      SystemRules(device: .iphone5, release: IOSRelease(8)).backgroundHidesKeyboardWithoutAnimation)
  }

  @Test func faultsAndTheAppStateApplyEverywhere() {
    for (device, os) in Self.everyPair {
      let rules = SystemRules(device: device, release: IOSRelease(os))
      #expect(rules.refusal(of: .app(.background)) == nil)
      #expect(rules.refusal(of: .fault(.zeroFrame)) == nil)
    }
  }
}
