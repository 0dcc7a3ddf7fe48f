import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// Every version- and device-dependent rule, against `docs/behaviour-model.md` §2–§5.

@Suite struct SystemRulesTests {
  // §2: docked English keyboards, with QuickType on by default from iOS 8.
  @Test(arguments: [
    (Device.iphone4s, 5, 216.0, 162.0), (.iphone4s, 7, 216, 162), (.iphone5, 6, 216, 162),
    (.iphone5, 7, 216, 162),
    (.iphone7plus, 7, 226, 162), (.iphone4s, 8, 253, 194), (.iphone5, 8, 253, 194),
    (.iphone5, 10, 253, 194),
    (.iphone7, 10, 258, 194), (.iphone7, 11, 258, 194), (.iphone7plus, 10, 271, 194),
    (.ipad2, 5, 264, 352),
    (.ipad2, 7, 264, 352), (.ipad2, 8, 313, 398), (.ipadair2, 8, 313, 398),
    (.ipadair2, 11, 313, 398),
  ])
  func keyboardHeightsFollowTheDeviceAndQuickType(
    device: Device, os: Int, portrait: Double, landscape: Double
  ) {
    let rules = SystemRules(device: device, release: IOSRelease(os))
    #expect(rules.keyboardHeight(in: .portrait, kind: .english) == portrait)
    #expect(rules.keyboardHeight(in: .portraitUpsideDown, kind: .english) == portrait)
    #expect(rules.keyboardHeight(in: .landscapeLeft, kind: .english) == landscape)
    #expect(rules.keyboardHeight(in: .landscapeRight, kind: .english) == landscape)
  }

  @Test(arguments: [
    (Device.iphone5, 6, 36.0), (.iphone7, 11, 36), (.ipad2, 6, 54), (.ipadair2, 10, 54),
  ])
  func emojiAndJapaneseAreTallerByOneRow(device: Device, os: Int, extra: Double) {
    let rules = SystemRules(device: device, release: IOSRelease(os))
    for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
      let english = rules.keyboardHeight(in: orientation, kind: .english)
      #expect(rules.keyboardHeight(in: orientation, kind: .emoji) == english + extra)
      #expect(rules.keyboardHeight(in: orientation, kind: .japanese) == english + extra)
    }
  }

  @Test(arguments: IOSVersion.modelled)
  func keyboardNotificationsReportAQuarterSecondAndTheirVersionsCurve(os: Int) {
    let rules = SystemRules(device: .ipad2, release: IOSRelease(os))
    #expect(rules.keyboardAnimationDuration == 0.25)
    #expect(rules.keyboardAnimationCurve == (os >= 7 ? 7 : 0))
    #expect(rules.postsIsLocal == (os >= 9))
    #expect(rules.keyboardSwitchPostsWillShow == (os <= 10))
  }

  @Test(arguments: IOSVersion.modelled)
  func screenAndStatusBarRules(os: Int) {
    let rules = SystemRules(device: .iphone5, release: IOSRelease(os))
    #expect(rules.rootViewTopInset == (os <= 6 ? 20 : 0))
    #expect(rules.screenFollowsInterface == (os >= 8))
    // From iOS 8 an iPhone hides the status bar in landscape; an iPad never does.
    #expect(rules.hidesStatusBarInLandscape == (os >= 8))
    #expect(!SystemRules(device: .ipadair2, release: IOSRelease(os)).hidesStatusBarInLandscape)
  }

  @Test(arguments: IOSVersion.modelled)
  func rotationRulesByVersion(os: Int) {
    let rules = SystemRules(device: .iphone5, release: IOSRelease(os))
    #expect(rules.asksShouldAutorotateToInterfaceOrientation == (os == 5))
    #expect(rules.tiltAsksForSupportedOrientations == (os >= 6))
    #expect(rules.usesTransitionCoordinator == (os >= 8))
    #expect(rules.postsRotationHideInsideAnimation == (os >= 8))
    #expect(rules.animationsAreAdditive == (os >= 8))
  }

  @Test(
    arguments: [Device.iphone4s, .iphone5, .iphone7, .iphone7plus, .ipad2, .ipadair2],
    IOSVersion.modelled)
  func onlyIPhonesFromIOS10PostTheRotationsHideWithAnimationsOff(device: Device, os: Int) {
    let rules = SystemRules(device: device, release: IOSRelease(os))
    #expect(rules.postsRotationHideWithoutAnimation == (!device.isPad && os >= 10))
    #expect(
      rules.hasSplitView == ([.ipadair2, .ipadpro11].contains(device) && os >= 9 && os < 26),
      "never on the iPad 2")
  }

  // §2: an iPhone-only app on an iPad believes it is a 3.5-inch iPhone, on an iPhone 7 a 4-inch
  // one, and every device rule follows what it believes.
  @Test(arguments: [
    (Device.ipad2, 6, DisplayMode.compatibility, 320.0, 480.0, 216.0),
    (.ipadair2, 10, .compatibility, 320, 480, 253), (.iphone7, 10, .zoomed, 320, 568, 253),
    (.iphone7plus, 11, .zoomed, 320, 568, 253), (.iphone5, 6, .native, 320, 568, 216),
  ])
  func anIPhoneAppSeesTheIPhoneItBelievesItIsOn(
    device: Device, os: Int, mode: DisplayMode, width: Double, height: Double, keyboard: Double
  ) {
    #expect(DisplayMode(family: .iPhone, device: device) == mode)
    #expect(DisplayMode(family: .universal, device: device) == .native)
    let rules = SystemRules(device: device, release: IOSRelease(os), mode: mode)
    #expect(rules.portraitScreen == CGSize(width: width, height: height))
    #expect(!rules.isPad)
    #expect(rules.keyboardHeight(in: .portrait, kind: .english) == keyboard)
    #expect(rules.rotationDuration(isHalfTurn: false) == 0.3)
    #expect(!rules.hasSplitView)
    #expect(rules.postsRotationHideWithoutAnimation == (os >= 10))
  }

  @Test func rotationsTakeLongerOnIPadAndTwiceAsLongForAHalfTurn() {
    let phone = SystemRules(device: .iphone5, release: IOSRelease(6))
    let pad = SystemRules(device: .ipadair2, release: IOSRelease(10))
    #expect(phone.rotationDuration(isHalfTurn: false) == 0.3)
    #expect(phone.rotationDuration(isHalfTurn: true) == 0.6)
    #expect(pad.rotationDuration(isHalfTurn: false) == 0.4)
    #expect(pad.rotationDuration(isHalfTurn: true) == 0.8)
  }
}
