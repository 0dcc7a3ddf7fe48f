/// Every rule that depends on the iOS version or the device, in one place, each with its evidence
/// (`docs/behaviour-model.md`: [A] Apple, [S] several reports, [1] one report, [M] our modelling choice).
///
/// The choreography (`Simulation+Keyboard`, `Simulation+Rotation`), the animation engine and
/// `UIViewController` ask these questions and never compare version numbers themselves, so
/// changing a rule is a one-line change here. Each rule has a name in `Rule` and answers through
/// `holds(_:_:)`, so that a test can flip it (`RuleFlip`) and show that some golden timeline or
/// `MATRIX.md` cell depends on it (`Tests/ComparisonTests/RuleFlipTests.swift`).
///
/// Rules that depend on the device see the device the app believes it is on: an iPhone-only app on
/// an iPad sees a 3.5-inch iPhone, on an iPhone 7 a 4-inch one (`DisplayMode`) [M].
public struct SystemRules {
  /// The rules by name. Flipping one inverts it (a number takes its alternative value).
  public enum Rule: String, CaseIterable, Codable, Sendable {
    case rootViewBelowStatusBar
    case screenFollowsInterface
    case statusBarHiddenInLandscapeOnPhone
    case quickTypeBarByDefault
    case padKeyboardHeights
    case keyboardCoversHomeIndicator
    case tallerKeyboardsAddARow
    case keyboardAnimationDuration
    case keyboardSpringCurve
    case isLocalKey
    case keyboardNotificationObjectIsScreen
    case keyboardEndFrameInViewCoordinates
    case keyboardSwitchPostsWillShow
    case keyboardAnimationBeginsFromCurrentState
    case asksShouldAutorotateToInterfaceOrientation
    case asksShouldAutorotateBeforeSupportedOrientations
    case tiltAsksForSupportedOrientations
    case usesTransitionCoordinator
    case forwardsDeprecatedRotationCalls
    case postsRotationHideInsideAnimation
    case postsRotationHideWithoutAnimation
    case keyboardKeepsItsOwnTimingDuringRotation
    case keyboardLayoutGuideIgnoresRotationHide
    case keyboardLayoutGuideFollowsDismissGesture
    case padRotatesSlower
    case halfTurnTakesTwiceAsLong
    case noUpsideDownWithoutHomeButton
    case splitView
    case splitViewPaneWidth
    case stageManager
    case windowCoordinatesStartAtTheWindow
    case animationsAreAdditive
    // The hazards (`SystemRules+Hazards.swift`).
    case hardwareKeyboardLeavesShortcutBar
    case hardwareKeyboardLeavesCandidateBarOnPhone
    case shortcutBarHeight
    case hardwareKeyboardToolbarIsCentred
    case minimisedToolbarActsAsKeyboardOnlyInStageManager
    case undockableKeyboard
    case undockingPostsHide
    case dockingPostsShowTwice
    case floatingKeyboard
    case floatingKeyboardPostsHide
    case movingFloatingKeyboardPostsEmptyFrame
    case quickTypeToggleDuration
    case quickTypeTogglePostsWillShow
    case rotationPostsKeyboardPairTwiceOnIOS8Point3
    case otherAppsKeyboardIsNotLocal
    case doubleHeightStatusBar
    case doubleHeightStatusBarExtra
    case statusBarChangeDuration
    case reduceMotion
    case reduceMotionChangesKeyboard
    case crossFadeTransitions
    case crossFadeHideEndFrameIsEmpty
    case backgroundHidesKeyboardWithoutAnimation
    case interactiveDismissal
    case interactiveDismissalPostsOnRelease
    // The scroll views (`SystemRules+ScrollView.swift`).
    case contentInsetAnimates
    case scrollViewsAddTheSafeArea
    // Actions during a rotation (`SystemRules+Overlap.swift`).
    case touchesIgnoredDuringRotation
    case rotationWaitsForRotation
  }

  /// The device in the user's hand.
  let device: Device
  /// The iOS release: a major version, or a point release some rule needs
  /// (`IOSRelease.pointReleases`).
  let release: IOSRelease
  /// How the app appears on `device`.
  let mode: DisplayMode
  /// The rules read the other way for this run: a test's flip, or the user's `--assume`.
  let flipped: Set<Rule>

  /// The rules for an app shown in `mode` on `device` running `release`, with `assumptions` and
  /// the rules a test flipped (`RuleFlip.flipped`) read the other way.
  package init(
    device: Device, release: IOSRelease, mode: DisplayMode = .native,
    assuming assumptions: Set<Rule> = []
  ) {
    self.device = device
    self.release = release
    self.mode = mode
    flipped = RuleFlip.flipped.union(assumptions)
  }

  /// `value`, or its opposite when `rule` is flipped.
  func holds(_ rule: Rule, _ value: Bool) -> Bool {
    flipped.contains(rule) ? !value : value
  }

  /// `value`, or `alternative` when `rule` is flipped.
  func number(_ rule: Rule, _ value: Double, else alternative: Double) -> Double {
    flipped.contains(rule) ? alternative : value
  }

  /// The major iOS version, which most rules compare.
  var os: Int { release.major }

  /// Whether the app believes it is on an iPad.
  var isPad: Bool { mode.isPad(on: device) }

  /// The screen the app believes it has, in portrait points.
  var portraitScreen: CGSize { mode.portraitScreen(on: device) }

  // MARK: - Screen and status bar (§2, §6)

  /// Before iOS 7 the root view sits below the 20 pt status bar; from iOS 7 it is full screen [S].
  var rootViewTopInset: Double { holds(.rootViewBelowStatusBar, os <= 6) ? 20 : 0 }

  /// Before iOS 8 the screen's and the window's coordinates stay portrait; from iOS 8 they follow
  /// the interface [A: `UICoordinateSpace`].
  var screenFollowsInterface: Bool { holds(.screenFollowsInterface, os >= 8) }

  /// From iOS 8 an iPhone in landscape shows no status bar: a view controller's
  /// `prefersStatusBarHidden` is true, for apps linked against iOS 8 or later, in a vertically
  /// compact environment, which every iPhone in landscape is and an iPad never is [A:
  /// `prefersStatusBarHidden`, the Human Interface Guidelines' size classes]. Every app counts as
  /// linked against the release it runs on, and the device is the one in the user's hand: an
  /// iPhone-only app on an iPad keeps the iPad's bar [M]. No layout depends on it (from iOS 7 the
  /// root view fills the screen under the bar); the pictures draw the bar as it says
  /// (`RunHeader.showsStatusBarInLandscape`).
  var hidesStatusBarInLandscape: Bool {
    holds(.statusBarHiddenInLandscapeOnPhone, !device.isPad && os >= 8)
  }

  // MARK: - Keyboard (§2, §3)

  /// The docked keyboard's height [S]; from iOS 8 with the QuickType bar, on by default [S], unless
  /// `quickType` says otherwise; a taller keyboard (emoji, Japanese with its candidate bar) adds a
  /// row.
  func keyboardHeight(
    in orientation: UIInterfaceOrientation, kind: KeyboardKind, quickType: Bool? = nil
  ) -> Double {
    let base = baseKeyboardHeight(
      landscape: orientation.isLandscape, quickType: quickType ?? quickTypeBarByDefault)
    return kind == .english ? base : base + extraRowHeight
  }

  /// The QuickType bar is on by default from iOS 8 [S].
  var quickTypeBarByDefault: Bool { holds(.quickTypeBarByDefault, os >= 8) }

  private func baseKeyboardHeight(landscape: Bool, quickType: Bool) -> Double {
    let homeIndicator = keyboardHomeIndicatorInset(landscape: landscape)
    if holds(.padKeyboardHeights, isPad) {
      // [S] 264 / 352 without QuickType; [1] 313 / 398 with it.
      return (quickType ? (landscape ? 398 : 313) : (landscape ? 352 : 264)) + homeIndicator
    }
    if landscape {
      // [S] 162 without QuickType; [M] 194 with it.
      return (quickType ? 194 : 162) + homeIndicator
    }
    if homeIndicator > 0 {
      // [1] The iPhone X class: 291 without QuickType, 335 with it, the home indicator's 34 pt
      // included; logs of later phones also say 333 and 336.
      return quickType ? 335 : 291
    }
    switch (quickType, portraitScreen.width) {
    case (false, 414...): return 226  // [S] 5.5-inch
    case (false, _): return 216  // [S]
    case (true, 414...): return 271  // [S] 5.5-inch with QuickType
    case (true, 375...): return 258  // [S] 4.7-inch with QuickType
    case (true, _): return 253  // [S] 4-inch; [M] the 3.5-inch iPhone 4S taken as the same
    }
  }

  /// The safe area the app sees (`DisplayMode.safeArea(on:)`).
  var safeArea: SafeArea? { mode.safeArea(on: device) }

  /// On a device without a home button the keyboard's frame reaches the screen's bottom and covers
  /// the home indicator, so the keyboard is taller by the indicator's inset than the keys above it
  /// [S: freshOS/KeyboardLayoutGuide #10, RxKeyboard #84 and #118, lionheart/KeyboardAdjuster #5,
  /// each a 34 pt gap in code that pins to the safe area and adds the keyboard's height]. The
  /// iPhone's portrait heights are sourced whole [1]; in landscape and on the iPad Pro the
  /// classic heights plus the inset are ours [M]. Flipped, the keyboard stops at the indicator:
  /// the classic heights.
  private func keyboardHomeIndicatorInset(landscape: Bool) -> Double {
    guard let safeArea, holds(.keyboardCoversHomeIndicator, true) else { return 0 }
    return Double((landscape ? safeArea.landscape : safeArea.portrait).bottom)
  }

  /// A hardware keyboard's bar (the iPad's Shortcut Bar, the iPhone's candidate bar), `bar` tall,
  /// as it shows on screen: on a device without a home button it covers the home indicator as the
  /// software keyboard does, its frame reaching the screen's bottom, taller by the indicator's
  /// inset [M: the software keyboard's reading (`keyboardCoversHomeIndicator`, [S]) carried to the
  /// bars it leaves; flipped, the bars stop at the indicator as the keyboard does].
  func hardwareKeyboardBarOnScreen(_ bar: Double, in orientation: UIInterfaceOrientation) -> Double {
    bar + keyboardHomeIndicatorInset(landscape: orientation.isLandscape)
  }

  /// How much taller emoji and Japanese kana with the candidate bar are than the English
  /// keyboard: a row, 36 pt on phones and 54 on iPad [M; "localized keyboards of variable height"
  /// is S]. Flipped, they are as tall as the English one.
  var extraRowHeight: Double {
    holds(.tallerKeyboardsAddARow, true) ? (isPad ? 54 : 36) : 0
  }

  /// The duration every "will" notification reports, 0.25 s [S]; flipped, 0.4 s.
  var keyboardAnimationDuration: Double { number(.keyboardAnimationDuration, 0.25, else: 0.4) }

  /// The curve the "will" notifications report: ease-in-out (0) before iOS 7, the keyboard's own
  /// spring (7) from iOS 7 [S].
  var keyboardAnimationCurve: Int { holds(.keyboardSpringCurve, os >= 7) ? 7 : 0 }

  /// `UIKeyboardIsLocalUserInfoKey` exists from iOS 9 [A].
  var postsIsLocal: Bool { holds(.isLocalKey, os >= 9) }

  /// From iOS 16.1 the keyboard notifications' `object` is the `UIScreen` the keyboard is on, and
  /// before it `nil` [A: Apple-KeyboardWillShow, WWDC23-Keyboard].
  var keyboardNotificationObjectIsScreen: Bool {
    holds(.keyboardNotificationObjectIsScreen, release.isAtLeast(IOSRelease(16, 1)))
  }

  /// On iPadOS 26 the "will" notifications report the keyboard's end frame in the view's (the
  /// window's) coordinates, not the screen's as on iPadOS 18 and as Apple documents, so that a
  /// window away from the screen's origin (Split View, Stage Manager) gets a frame moved by the
  /// window's place, and code converting it from the screen's coordinate space moves it twice [1:
  /// FB18129544, a regression filed against the iPadOS 26 betas of June 2025 with its sample app,
  /// KeyboardAvoider, whose WillShow and WillHide it shows; M: the report sees it with an
  /// `inputAccessoryView`, which the lab does not model, so it holds for every text field here;
  /// the WillChangeFrame posted with them carries the same end frame; the begin frame, the "did"
  /// notifications and the iPhone, whose window is the screen, keep the screen's, and no source
  /// says a later 26.x fixed it]. Flipped, iPadOS 26 reports the screen's coordinates as 18 did.
  var keyboardEndFrameInViewCoordinates: Bool {
    holds(.keyboardEndFrameInViewCoordinates, device.isPad && os >= 26)
  }

  /// Switching to a taller keyboard while one is up posts WillChangeFrame and WillShow again through
  /// iOS 10 [S: FuntastyKit-46, Ionic-204]; from iOS 11 only the frame-change pair [1: Ionic-298,
  /// "iOS 11 keyboardshow event not firing when switching from language to emoji keyboard"]. A
  /// QuickType toggle is another change, with a rule of its own (`quickTypeTogglePostsWillShow`):
  /// a report of the iOS 14 era sees the will-show fire on the bar's toggle, and both can hold.
  var keyboardSwitchPostsWillShow: Bool { holds(.keyboardSwitchPostsWillShow, os <= 10) }

  /// The keyboard's own animation starts from where the keyboard is on screen, so a keyboard that
  /// changes course mid-way (a hide during a show, a rotation mid-show) never jumps [M: no source
  /// shows a keyboard jumping; UIKit's keyboard animations are what `beginFromCurrentState` was
  /// made for].
  var keyboardAnimationBeginsFromCurrentState: Bool {
    holds(.keyboardAnimationBeginsFromCurrentState, true)
  }

  // MARK: - Rotation (§4)

  /// iOS 5 asks `shouldAutorotateToInterfaceOrientation:` [A]; iOS 6 and later ask
  /// `shouldAutorotate`, then `supportedInterfaceOrientations`, and no longer the old method [A/S].
  var asksShouldAutorotateToInterfaceOrientation: Bool {
    holds(.asksShouldAutorotateToInterfaceOrientation, os <= 5)
  }

  /// From iOS 6, `shouldAutorotate` is asked first and `supportedInterfaceOrientations` only when it
  /// said yes [A: the `UIViewController` reference, "if this method returns YES, … the system
  /// calls supportedInterfaceOrientations"]. Flipped, the mask is asked first.
  var asksShouldAutorotateBeforeSupportedOrientations: Bool {
    holds(.asksShouldAutorotateBeforeSupportedOrientations, true)
  }

  /// A tilt that does not rotate the interface ("dip your device back and then up again") asks
  /// `shouldAutorotate` and `supportedInterfaceOrientations` from iOS 6; iOS 5 calls nothing [1].
  var tiltAsksForSupportedOrientations: Bool { holds(.tiltAsksForSupportedOrientations, os >= 6) }

  /// From iOS 8 a rotation is a size transition with a coordinator [A]; before, the three rotation
  /// calls [A].
  var usesTransitionCoordinator: Bool { holds(.usesTransitionCoordinator, os >= 8) }

  /// From iOS 8, UIKit's own `viewWillTransition(to:with:)` still calls the deprecated
  /// `willRotate…`, `willAnimateRotation…` and `didRotate…` of a controller that overrides them and
  /// not the new method [1: Inferis, "they won't get called once you implement" the new method
  /// without calling super].
  var forwardsDeprecatedRotationCalls: Bool { holds(.forwardsDeprecatedRotationCalls, true) }

  /// Before iOS 8 the rotation's keyboard hide is posted before the rotation animation opens, its
  /// show inside it [S/1]; from iOS 8 both are posted inside the rotation animation [S].
  var postsRotationHideInsideAnimation: Bool { holds(.postsRotationHideInsideAnimation, os >= 8) }

  /// On iPhone from iOS 10 the rotation's will-hide is posted with animations disabled, so what it
  /// changes lands at once and nothing is in flight for begin-from-current-state to start from [M].
  /// Two sources disagree, and the 2017 post wins: it observed this sample's outcome on iOS 10, the
  /// 2013 fix failing on iPhone ("your animation begins at the bottom of the screen") and still
  /// working on iPad, and holding until iOS 10 ("that trick doesn't work anymore"); an outcome is
  /// what the model must reproduce, and this is the one mechanism that gives both. Apple Developer
  /// Forums thread 5706 shows an iOS 8.3 backtrace, taken on an iPad simulator ("the same on iPad
  /// devices"), in which the will-hide is called from inside `performWithoutAnimation`; read
  /// literally it would have broken the 2013 fix on iPad from iOS 8.3, which no report says.
  /// `--assume postsRotationHideWithoutAnimation=alternative` runs the backtrace's reading on
  /// iPad (`docs/behaviour-model.md` §4).
  var postsRotationHideWithoutAnimation: Bool {
    holds(.postsRotationHideWithoutAnimation, !isPad && os >= 10)
  }

  /// During a rotation the keyboard moves from its old place to its new one with its own timing
  /// (the will-show's duration and curve), not the rotation's, which is why content that follows
  /// the rotation shows slivers [M: matches "the animation information you're given in the
  /// keyboard-will-show method doesn't exactly match the actual rotation animation"]. Flipped, it
  /// moves with the rotation's animation.
  var keyboardKeepsItsOwnTimingDuringRotation: Bool {
    holds(.keyboardKeepsItsOwnTimingDuringRotation, true)
  }

  /// The keyboard's layout guide (iOS 15) stays on the keyboard through a rotation's will-hide,
  /// which tells of a keyboard that never leaves the screen [M: Apple documents the guide as the
  /// space the keyboard takes in the layout, and says nothing of rotation; no report shows it
  /// dropping]. Flipped, the guide follows the will-hide to the safe area's bottom, in whatever
  /// animation the hide is posted in, and comes back with the will-show.
  var keyboardLayoutGuideIgnoresRotationHide: Bool {
    holds(.keyboardLayoutGuideIgnoresRotationHide, true)
  }

  /// The rotation animation: 0.3 s on iPhone, 0.4 s on iPad [M], doubled for a half turn [A:
  /// `statusBarOrientationAnimationDuration`], ease-in-out [M].
  func rotationDuration(isHalfTurn: Bool) -> Double {
    let quarter = holds(.padRotatesSlower, isPad) ? 0.4 : 0.3
    return quarter * (holds(.halfTurnTakesTwiceAsLong, isHalfTurn) ? 2 : 1)
  }

  /// Whether the interface may turn upside down on this device: an iPhone without a Home button
  /// never does, whatever the controller's mask allows [A: Apple-PortraitUpsideDown,
  /// `UIInterfaceOrientation.portraitUpsideDown`: `UIViewController` does not support it on
  /// devices without a Home button]. The iPad Pro without one still turns [M: the iPad's default
  /// mask is every orientation, and no report shows one refusing]. The device in the hand decides.
  /// Flipped, an iPhone without a Home button turns upside down as any other does when its
  /// controller allows it.
  var turnsUpsideDown: Bool {
    let faceIDPhone = !device.isPad && !device.hasHomeButton
    return !(faceIDPhone && holds(.noUpsideDownWithoutHomeButton, true))
  }

  /// Split View and Slide Over: an iPad Air 2 or later on iOS 9 or later [S: MacRumors-SplitView,
  /// iPhoneHacks-iOS9 quoting Apple], for an app shown natively (an iPhone app in compatibility
  /// mode never gets them [S: Hackworth]).
  var hasSplitView: Bool {
    holds(.splitView, device.supportsSplitView && mode == .native && os >= 9)
  }

  /// The app's pane in Split View: 320 pt, the narrow pane of a 768 pt wide iPad [M], so that the
  /// window is no longer at the screen's origin. Flipped, 384 pt.
  var splitViewPaneWidth: Double { number(.splitViewPaneWidth, 320, else: 384) }

  /// Stage Manager, windows smaller than the screen that the user places and resizes: on the iPad
  /// Pro 11″, every generation, from iPadOS 16.1, the first iPadOS 16 released [S:
  /// Inverse-iPadOS16.1, Apfelpatient-StageManager], for an app shown natively (an iPhone app's
  /// window of its own size is not modelled) [M].
  var hasStageManager: Bool {
    holds(
      .stageManager,
      device.supportsStageManager && mode == .native && release.isAtLeast(IOSRelease(16, 1)))
  }

  /// A window's base coordinates, which `convert(_:from: nil)` converts from, begin at the
  /// window's own top-left corner wherever it sits on the screen, while the keyboard's frames are
  /// the screen's: where the app is not full screen (Split View, Stage Manager) a frame converted
  /// "from nil" is off by the window's place [A: Apple-FrameKeys, Apple-Convert]. Flipped, UIKit
  /// adds the window's place, and converting from nil gives the keyboard in the view's coordinates.
  var windowCoordinatesStartAtTheWindow: Bool {
    holds(.windowCoordinatesStartAtTheWindow, true)
  }

  // MARK: - Animation (§5)

  /// From iOS 8 UIView animations are additive: a second animation without begin-from-current-state
  /// is added to the one in flight, which keeps running [S: WWDC 2014 session 236]; before, the one
  /// in flight ends at once and the view jumps to its end [A: `setAnimationBeginsFromCurrentState:`].
  var animationsAreAdditive: Bool { holds(.animationsAreAdditive, os >= 8) }
}
