import SimulatedUIKit

/// Every rule that depends on the iOS version or the device, each with its evidence
/// (`docs/behaviour-model.md`: [A] Apple, [S] several reports, [1] one report, [M] our modelling choice).
///
/// The choreography (`Simulation+Keyboard`, `Simulation+Rotation`), the animation engine and
/// `UIViewController` ask these questions and never compare version numbers themselves, so
/// changing a rule is a one-line change in the file of its area: this one, or
/// `SystemRules+Hazards.swift`, `SystemRules+ScrollView.swift`, `SystemRules+Overlap.swift`. Each
/// rule is one value, a `Rule` holding its name, its evidence and its answer, declared beside the
/// property that applies it through `holds(_:_:)` or `number(_:_:else:)`, so that a test can flip
/// it (`RuleFlip`) and show that some golden timeline or `MATRIX.md` cell depends on it
/// (`Tests/ComparisonTests/RuleFlipTests.swift`).
///
/// Rules that depend on the device see the device the app believes it is on: an iPhone-only app on
/// an iPad sees a 3.5-inch iPhone, on an iPhone 7 a 4-inch one (`DisplayMode`) [M].
public struct SystemRules {
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
}

extension SystemRules.Rule {
  /// This file's rules, in the order `--list-rules` prints them: the screen and status bar, the
  /// keyboard, rotation and animation (§2 to §6).
  static let screenKeyboardAndRotation: [Self] = [
    .rootViewBelowStatusBar,
    .screenFollowsInterface,
    .statusBarHiddenInLandscapeOnPhone,
    .statusBarTopSafeArea,
    .appDecidesStatusBar,
    .quickTypeBarByDefault,
    .padKeyboardHeights,
    .keyboardCoversHomeIndicator,
    .keyboardIncludesInputAccessory,
    .appearingControllerBecomesFirstResponder,
    .tallerKeyboardsAddARow,
    .keyboardAnimationDuration,
    .keyboardSpringCurve,
    .isLocalKey,
    .didNotificationsCarryAnimation,
    .keyboardNotificationObjectIsScreen,
    .keyboardEndFrameInViewCoordinates,
    .keyboardSwitchPostsWillShow,
    .textFieldEditingBeginsBeforeKeyboard,
    .keyboardAnimationBeginsFromCurrentState,
    .asksShouldAutorotateToInterfaceOrientation,
    .asksShouldAutorotateBeforeSupportedOrientations,
    .tiltAsksForSupportedOrientations,
    .usesTransitionCoordinator,
    .forwardsDeprecatedRotationCalls,
    .postsRotationHideInsideAnimation,
    .postsRotationHideWithoutAnimation,
    .keyboardKeepsItsOwnTimingDuringRotation,
    .keyboardLayoutGuideIgnoresRotationHide,
    .keyboardLayoutGuideFollowsDismissGesture,
    .padRotatesSlower,
    .halfTurnTakesTwiceAsLong,
    .noUpsideDownWithoutHomeButton,
    .splitView,
    .splitViewPaneWidth,
    .stageManager,
    .windowCoordinatesStartAtTheWindow,
    .animationsAreAdditive,
  ]
}

// MARK: - Screen and status bar (§2, §6)

extension SystemRules.Rule {
  /// Before iOS 7 the root view sits below the 20 pt status bar; from iOS 7 it is full screen [S].
  public static let rootViewBelowStatusBar = Self(
    "rootViewBelowStatusBar", tag: .several, section: "§6",
    statement: "Before iOS 7 (iOS 5 and 6) the root view starts below the 20 pt status bar, "
      + "its frame's y 20, and from iOS 7 it fills the screen from y 0.",
    sources: ["KS", "Pre8Transform", "SMNH2-steps"],
    alternative: "The root view fills the screen on iOS 5 and 6, and starts 20 pt down, "
      + "below the status bar, from iOS 7.",
    answer: { "\($0.rootViewTopInset)" })
}

extension SystemRules {
  var rootViewTopInset: Double { holds(.rootViewBelowStatusBar, os <= 6) ? 20 : 0 }
}

extension SystemRules.Rule {
  /// Before iOS 8 the screen's and the window's coordinates stay portrait; from iOS 8 they follow
  /// the interface [A: `UICoordinateSpace`].
  public static let screenFollowsInterface = Self(
    "screenFollowsInterface", tag: .apple, section: "§6",
    statement: "From iOS 8 the screen's and the window's coordinates follow the interface's "
      + "orientation, while before iOS 8 they stay portrait, so that a landscape keyboard "
      + "frame arrives with its width and height swapped.",
    sources: ["Apple-UICoordinateSpace", "Apple-FrameKeys", "Apple-ManagingKeyboard"],
    alternative: "Screen and window coordinates follow the interface on iOS 5 to 7 and stay "
      + "portrait from iOS 8.",
    answer: { "\($0.screenFollowsInterface)" })
}

extension SystemRules {
  var screenFollowsInterface: Bool { holds(.screenFollowsInterface, os >= 8) }
}

extension SystemRules.Rule {
  /// From iOS 8 an iPhone in landscape shows no status bar: a view controller's
  /// `prefersStatusBarHidden` is true, for apps linked against iOS 8 or later, in a vertically
  /// compact environment, which every iPhone in landscape is and an iPad never is [A:
  /// `prefersStatusBarHidden`, the Human Interface Guidelines' size classes]. Every app counts as
  /// linked against the release it runs on, and the device is the one in the user's hand: an
  /// iPhone-only app on an iPad keeps the iPad's bar [M]. No layout depends on it (from iOS 7 the
  /// root view fills the screen under the bar); the pictures draw the bar as it says
  /// (`RunHeader.showsStatusBarInLandscape`).
  public static let statusBarHiddenInLandscapeOnPhone = Self(
    "statusBarHiddenInLandscapeOnPhone", tag: .apple, section: "§6",
    statement: "From iOS 8 an iPhone in landscape shows no status bar (a view controller's "
      + "prefersStatusBarHidden is true in a vertically compact environment, which every "
      + "iPhone in landscape is), while an iPad, and every device before iOS 8, keeps it.",
    sources: ["Apple-PrefersStatusBarHidden", "Apple-HIG-Layout"],
    alternative: "An iPhone in landscape shows the status bar from iOS 8 and hides it before, "
      + "and an iPad hides it in landscape on every release.",
    answer: { "\($0.hidesStatusBarInLandscape)" })
}

extension SystemRules {
  var hidesStatusBarInLandscape: Bool {
    holds(.statusBarHiddenInLandscapeOnPhone, !device.isPad && os >= 8)
  }
}

extension SystemRules.Rule {
  /// From iOS 11, where the safe area arrived, a full-screen root view on a device with a home
  /// button has a safe area whose top is the status bar's 20 pt wherever the bar shows: in
  /// portrait, and in landscape on an iPad (an iPhone shows none there from iOS 8,
  /// `statusBarHiddenInLandscapeOnPhone`) [S: Apple-SafeAreaLayoutGuide, "for the view
  /// controller's root view, the safe area … represents the entire portion of the view
  /// controller's content that is obscured", the status bar among it, as the deprecated
  /// topLayoutGuide's bottom was; Rosberry-SafeArea's iPhone 8 beside the iPhone X]. A device
  /// without a home button has its own safe area (`DeviceSpecification.safeArea`), the bar inside
  /// it; an iPhone app letterboxed on one has the bar in the black band above it, none of its own
  /// [M]. The keyboard's heights and the home indicator read the device's own safe area, never
  /// this one. Flipped, the status bar is no part of the safe area: 0 at the top.
  public static let statusBarTopSafeArea = Self(
    "statusBarTopSafeArea", tag: .several, section: "§9",
    statement: "From iOS 11 a full-screen root view on a device with a home button has a "
      + "safe area whose top is the status bar's 20 pt where the bar shows (in portrait, and "
      + "in landscape on an iPad), and 0 in an iPhone's landscape, which shows no bar [S]; "
      + "an app letterboxed on an iPhone without a home button has none [M].",
    sources: ["Apple-SafeAreaLayoutGuide", "Rosberry-SafeArea"],
    describedSources: [
      RuleEvidence.Source(
        key: "Apple-SafeAreaLayoutGuide",
        description: "`UIView.safeAreaLayoutGuide` (iOS 11): for a view controller's root view "
          + "the safe area is the whole portion of its content that is obscured (bars, the "
          + "status bar) "
          + "(https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide)"),
      RuleEvidence.Source(
        key: "Rosberry-SafeArea",
        description: "Rosberry, \"iOS Safe Area\" (2018): an iPhone 8's safe area beside an "
          + "iPhone X's, in portrait and landscape "
          + "(https://medium.com/rosberryapps/ios-safe-area-ca10e919526f)"),
    ],
    alternative: "The status bar is no part of the safe area: a device with a home button has "
      + "a safe area of 0 on every side.",
    answer: { $0.viewSafeArea.map { "\($0)" } ?? "none" })
}

extension SystemRules {
  /// The safe area the app's views see (`UIView.safeAreaInsets`) and the run's header shows: the
  /// device's own where it has one (`safeArea`), else from iOS 11 the status bar's
  /// (`statusBarTopSafeArea`).
  package var viewSafeArea: SafeArea? { viewSafeArea(statusBarHiddenByApp: false) }

  /// `viewSafeArea` while the app's preference hides the status bar (`statusBarHiddenByApp`,
  /// `appDecidesStatusBar`) or not: a device's own safe area stays, the status bar's share goes.
  package func viewSafeArea(statusBarHiddenByApp: Bool) -> SafeArea? {
    if let safeArea { return safeArea }
    guard os >= 11, mode != .letterboxed, holds(.statusBarTopSafeArea, true) else { return nil }
    let bar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let none = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    if statusBarHiddenByApp { return SafeArea(portrait: none, landscape: none) }
    return SafeArea(portrait: bar, landscape: hidesStatusBarInLandscape ? none : bar)
  }
}

extension SystemRules.Rule {
  /// From iOS 7, where `prefersStatusBarHidden` arrived, the status bar shows or hides as the
  /// app's deciding view controller prefers (`UIViewController.statusBarDecidingController`: the
  /// window's root controller, or the one presented over it full screen or capturing the status
  /// bar, or the child either names through `childForStatusBarHidden`, a navigation
  /// controller's top controller [M]), read when a controller appears and when the app calls
  /// `setNeedsStatusBarAppearanceUpdate()` [A: Apple-PrefersStatusBarHidden,
  /// Apple-SetNeedsStatusBarAppearanceUpdate, Apple-ChildForStatusBarHidden,
  /// Apple-ModalPresentationCapturesStatusBarAppearance; the Info.plist key
  /// `UIViewControllerBasedStatusBarAppearance`, true by default from iOS 7, which the lab takes
  /// as set]. Hidden, the bar leaves the safe area of a device with a home button (its top 0,
  /// `statusBarTopSafeArea`'s 20 pt gone) and a navigation bar sits at the screen's top
  /// [S: the safe area is what the bars cover, as `statusBarTopSafeArea`'s sources have it]; a
  /// device without a home button keeps its sensor housing's inset, and its navigation bar stays
  /// below it [S: the iPhone X's safe area is the housing's, the status bar inside it, the same
  /// sources].
  /// Before iOS 7 the property did not exist and nothing reads it. Flipped, the app's preference
  /// is read nowhere, as with `UIViewControllerBasedStatusBarAppearance` false: the bar shows
  /// wherever the system shows it.
  public static let appDecidesStatusBar = Self(
    "appDecidesStatusBar", tag: .apple, section: "§9",
    statement: "From iOS 7 the status bar hides where the app's deciding view controller's "
      + "prefersStatusBarHidden is true (the root controller, one presented full screen or "
      + "capturing the status bar, or the child either names through childForStatusBarHidden), "
      + "read when a controller appears and at setNeedsStatusBarAppearanceUpdate(); hidden, it "
      + "leaves a device with a home button's safe area and a navigation bar sits at the "
      + "screen's top, while a device without one keeps its sensor housing's inset.",
    sources: [
      "Apple-PrefersStatusBarHidden", "Apple-SetNeedsStatusBarAppearanceUpdate",
      "Apple-ChildForStatusBarHidden", "Apple-ModalPresentationCapturesStatusBarAppearance",
    ],
    describedSources: [
      RuleEvidence.Source(
        key: "Apple-SetNeedsStatusBarAppearanceUpdate",
        description: "`UIViewController.setNeedsStatusBarAppearanceUpdate()` (iOS 7): call it "
          + "when the status bar's attributes, such as hidden or shown, change; within an "
          + "animation block the changes are animated with the block "
          + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/"
          + "setneedsstatusbarappearanceupdate())"),
      RuleEvidence.Source(
        key: "Apple-ChildForStatusBarHidden",
        description: "`UIViewController.childForStatusBarHidden` (iOS 7): the child a container "
          + "derives the status bar's hidden state from; nil, the default, for its own "
          + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/"
          + "childforstatusbarhidden)"),
      RuleEvidence.Source(
        key: "Apple-ModalPresentationCapturesStatusBarAppearance",
        description: "`UIViewController.modalPresentationCapturesStatusBarAppearance` (iOS 7): "
          + "control of the status bar's appearance passes to a presented controller only if "
          + "it is presented full screen, unless this is true "
          + "(https://developer.apple.com/documentation/uikit/uiviewcontroller/"
          + "modalpresentationcapturesstatusbarappearance)"),
    ],
    alternative: "The app's preference is read nowhere, as with "
      + "UIViewControllerBasedStatusBarAppearance false: the status bar shows wherever the "
      + "system shows it, whatever the controllers prefer.",
    answer: { "\($0.appDecidesStatusBar)" })
}

extension SystemRules {
  var appDecidesStatusBar: Bool { holds(.appDecidesStatusBar, os >= 7) }
}

// MARK: - Keyboard (§2, §3)

extension SystemRules {
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

  /// Every keyboard height, in each orientation, of each kind, without and with the QuickType
  /// bar, as text: the answer of the rules that set the heights.
  var keyboardHeightsAnswer: String {
    UIInterfaceOrientation.allCases.flatMap { orientation in
      KeyboardKind.allCases.flatMap { kind in
        [false, true].map { "\(keyboardHeight(in: orientation, kind: kind, quickType: $0))" }
      }
    }.joined(separator: " ")
  }
}

extension SystemRules.Rule {
  /// The QuickType bar is on by default from iOS 8 [S].
  public static let quickTypeBarByDefault = Self(
    "quickTypeBarByDefault", tag: .several, section: "§2",
    statement: "From iOS 8 the QuickType bar exists and is on by default, giving the "
      + "keyboard its QuickType heights (253, 258 or 271 pt on iPhone in portrait, 194 pt in "
      + "landscape, 313 / 398 pt on iPad), and before iOS 8 there is no bar to show or toggle.",
    sources: ["SpecialFor", "Wire-KeyboardHeight"],
    alternative: "The bar is on by default, and can be toggled, on iOS 5 to 7, and there is "
      + "none from iOS 8.",
    answer: { "\($0.quickTypeBarByDefault)" })
}

extension SystemRules {
  var quickTypeBarByDefault: Bool { holds(.quickTypeBarByDefault, os >= 8) }
}

extension SystemRules.Rule {
  /// On iPad the docked keyboard is 264 pt tall in portrait and 352 in landscape [S], 313 / 398
  /// with the QuickType bar [1]; iPhones get the phone heights, by their screen's width, each
  /// height's evidence beside it in `baseKeyboardHeight`. Flipped, iPads get the phone heights of
  /// a screen 414 pt or wider, and iPhones the iPad's.
  public static let padKeyboardHeights = Self(
    "padKeyboardHeights", tag: .one, section: "§2",
    statement: "On iPad the docked keyboard is 264 pt tall in portrait and 352 pt in "
      + "landscape [S], and 313 / 398 pt with the QuickType bar [1], while iPhones get the "
      + "phone heights (216 / 162 pt, 226 pt in portrait on the 5.5-inch, and 253–271 / "
      + "194 pt with the bar).",
    sources: [
      "OReilly-iOS5", "Kawa", "TIK", "Hacknicity-iPadPro", "openradar 19513", "Ionic-273",
    ],
    alternative: "iPads get the phone heights of a screen 414 pt or wider (226 / 162 pt, "
      + "271 / 194 pt with the bar), and iPhones the iPad's 264 / 352 pt (313 / 398 pt with "
      + "the bar).",
    answer: { $0.keyboardHeightsAnswer })
}

extension SystemRules {
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
}

extension SystemRules.Rule {
  /// On a device without a home button the keyboard's frame reaches the screen's bottom and covers
  /// the home indicator, so the keyboard is taller by the indicator's inset than the keys above it
  /// [S: freshOS/KeyboardLayoutGuide #10, RxKeyboard #84 and #118, lionheart/KeyboardAdjuster #5,
  /// each a 34 pt gap in code that pins to the safe area and adds the keyboard's height]. The
  /// iPhone's portrait heights are sourced whole [1]; in landscape and on the iPad Pro the
  /// classic heights plus the inset are ours [M]. Flipped, the keyboard stops at the indicator:
  /// the classic heights.
  public static let keyboardCoversHomeIndicator = Self(
    "keyboardCoversHomeIndicator", tag: .several, section: "§9",
    statement: "On a device without a home button the keyboard's frame reaches the screen's "
      + "bottom and covers the home indicator: 291 / 335 pt tall in portrait on the iPhone X "
      + "class [1], the classic heights plus the 21 pt landscape inset, and the iPad's plus "
      + "20 pt on the iPad Pro [M], so that code pinned to the safe area which adds the "
      + "keyboard's height leaves a gap of the inset [S].",
    sources: ["KLG-freshOS-10", "RxKeyboard-84", "RxKeyboard-118", "KeyboardAdjuster-5"],
    alternative: "The keyboard stops at the home indicator: the classic heights (258 pt "
      + "with the bar in portrait on a 375 pt wide iPhone), the indicator's inset left "
      + "uncovered.",
    answer: { $0.keyboardHeightsAnswer })
}

extension SystemRules.Rule {
  /// The first responder's input accessory view rides on the keyboard's top, and the keyboard's
  /// frames, in its notifications and on screen, include it: the system keyboard's height (or the
  /// input view's that replaces it) plus the accessory's [A: Apple's "Custom Views for Data Input"
  /// attaches the accessory "to the top of the input view"; S: code that subtracts the
  /// accessory's height from the frame's, the Typist and InputBarAccessoryView keyboard managers];
  /// a responder that takes no text shows its accessory alone, docked at the screen's bottom, and
  /// the frames are the accessory's [S: the chat bars built on it]. Flipped, the frames report
  /// the keyboard alone and the accessory takes no room of it.
  public static let keyboardIncludesInputAccessory = Self(
    "keyboardIncludesInputAccessory", tag: .several, section: "§3",
    statement: "The keyboard's frames include the first responder's input accessory view, "
      + "which rides on the keyboard's top [A]: the keyboard's height (or a custom input "
      + "view's) plus the accessory's, and the accessory's alone, docked at the screen's bottom, "
      + "for a responder that takes no text [S].",
    sources: ["Apple-CustomInputViews", "Typist-16", "IBA-KeyboardManager"],
    describedSources: [
      RuleEvidence.Source(
        key: "Apple-CustomInputViews",
        description: "Apple, Text Programming Guide for iOS, \"Custom Views for Data Input\": "
          + "when a responder with an input view or accessory becomes first responder, UIKit "
          + "animates the input view into place and attaches the accessory to its top "
          + "(https://developer.apple.com/library/archive/documentation/StringsTextFonts/"
          + "Conceptual/TextAndWebiPhoneOS/InputViews/InputViews.html)"),
      RuleEvidence.Source(
        key: "Typist-16",
        description: "totocaster/Typist pull request 16, \"Added Input Accessory View Support\": "
          + "the keyboard's frame, as posted, holds the accessory, which the library subtracts "
          + "(https://github.com/totocaster/Typist/issues/16)"),
      RuleEvidence.Source(
        key: "IBA-KeyboardManager",
        description: "nathantannar4/InputBarAccessoryView, KeyboardManager.swift: a chat bar as "
          + "the controller's inputAccessoryView, docked at the bottom with no keyboard, its "
          + "height in the keyboard's frames "
          + "(https://github.com/nathantannar4/InputBarAccessoryView)"),
    ],
    alternative: "The keyboard's frames report the keyboard alone; the accessory takes no room "
      + "in them, and a responder that takes no text shows no keyboard.",
    answer: { "\($0.keyboardIncludesInputAccessory)" })
}

extension SystemRules {
  var keyboardIncludesInputAccessory: Bool { holds(.keyboardIncludesInputAccessory, true) }
}

extension SystemRules.Rule {
  /// From iOS 11, a view controller that appears while no responder is first, and that can become
  /// first responder (`canBecomeFirstResponder`), is made first responder by UIKit, so that a chat
  /// screen's input accessory view shows docked at the screen's bottom without the app calling
  /// `becomeFirstResponder()` [1: IBA-17, the library's author: "by default the bar will be there
  /// when the ViewController is displayed"; IBA-Example, whose accessory example never asks, is
  /// the same project's, so one report, not several].
  /// Of several controllers appearing at once (a container and its children) the innermost that
  /// can is taken, after their `viewDidAppear(_:)`, so that a responder the app makes first
  /// there keeps its place [M]. The reports are from iOS 11 on; before it, apps of the time made
  /// the controller first responder themselves in `viewDidAppear(_:)`, which the lab takes as
  /// UIKit not doing it [M]. Flipped, no controller becomes first responder unless the app asks.
  public static let appearingControllerBecomesFirstResponder = Self(
    "appearingControllerBecomesFirstResponder", tag: .one, section: "§3",
    statement: "From iOS 11 a view controller that appears while no responder is first, and "
      + "whose canBecomeFirstResponder is true, becomes first responder without the app asking, "
      + "so that its input accessory view shows docked at the screen's bottom; before iOS 11 "
      + "the app makes it first responder itself.",
    sources: ["IBA-17", "IBA-Example"],
    describedSources: [
      RuleEvidence.Source(
        key: "IBA-17",
        description: "nathantannar4/InputBarAccessoryView issue 17, \"Focussing input text view "
          + "before view appeared\" (2018): the library's author, on a controller whose "
          + "canBecomeFirstResponder is overridden to true, \"by default the bar will be there "
          + "when the ViewController is displayed\" "
          + "(https://github.com/nathantannar4/InputBarAccessoryView/issues/17)"),
      RuleEvidence.Source(
        key: "IBA-Example",
        description: "nathantannar4/InputBarAccessoryView, the example app's "
          + "InputAccessoryExampleViewController: canBecomeFirstResponder true and the bar as "
          + "inputAccessoryView, and no call of becomeFirstResponder() "
          + "(https://github.com/nathantannar4/InputBarAccessoryView)"),
    ],
    alternative: "No view controller becomes first responder unless the app calls "
      + "becomeFirstResponder(): a chat screen's input accessory view stays hidden until then.",
    answer: { "\($0.appearingControllerBecomesFirstResponder)" })
}

extension SystemRules {
  var appearingControllerBecomesFirstResponder: Bool {
    holds(.appearingControllerBecomesFirstResponder, os >= 11)
  }
}

extension SystemRules {
  private func keyboardHomeIndicatorInset(landscape: Bool) -> Double {
    guard let safeArea, holds(.keyboardCoversHomeIndicator, true) else { return 0 }
    return Double((landscape ? safeArea.landscape : safeArea.portrait).bottom)
  }

  /// A hardware keyboard's bar (the iPad's Shortcut Bar, the iPhone's candidate bar), `bar` tall,
  /// as it shows on screen: on a device without a home button it covers the home indicator as the
  /// software keyboard does, its frame reaching the screen's bottom, taller by the indicator's
  /// inset [M: the software keyboard's reading (`keyboardCoversHomeIndicator`, [S]) carried to the
  /// bars it leaves; flipped, the bars stop at the indicator as the keyboard does].
  func hardwareKeyboardBarOnScreen(_ bar: Double, in orientation: UIInterfaceOrientation) -> Double
  {
    bar + keyboardHomeIndicatorInset(landscape: orientation.isLandscape)
  }
}

extension SystemRules.Rule {
  /// How much taller emoji and Japanese kana with the candidate bar are than the English
  /// keyboard: a row, 36 pt on phones and 54 on iPad [M; "localized keyboards of variable height"
  /// is S]. Flipped, they are as tall as the English one.
  public static let tallerKeyboardsAddARow = Self(
    "tallerKeyboardsAddARow", tag: .model, section: "§2",
    statement: "Emoji, and Japanese kana with its candidate bar, are a row taller than the "
      + "English keyboard, 36 pt on phones and 54 pt on iPad (the numbers are ours [M]; that "
      + "localized keyboards vary in height is [S]).",
    sources: ["AP13", "Medcalf", "Ionic-204", "Ionic-298", "KeyboardMan-2", "SimpleChat-1"],
    alternative: "Emoji and Japanese keyboards are as tall as the English one (0 pt more), "
      + "so switching to them changes no height and the iPhone's candidate bar is 0 pt.",
    answer: { $0.keyboardHeightsAnswer })
}

extension SystemRules {
  var extraRowHeight: Double {
    holds(.tallerKeyboardsAddARow, true) ? (isPad ? 54 : 36) : 0
  }
}

extension SystemRules.Rule {
  /// The duration every "will" notification reports, 0.25 s [S]; flipped, 0.4 s.
  public static let keyboardAnimationDuration = Self(
    "keyboardAnimationDuration", tag: .several, section: "§3",
    statement: "Every \"will\" notification reports a duration of 0.25 s, and the "
      + "keyboard's own animation is given that duration (which the curve-7 spring of iOS 7 "
      + "and later ignores).",
    sources: [
      "SO-19482573", "SO-10749311", "openradar 14872290, 15641270, 18617176, 20458167",
    ],
    alternative: "The notifications report 0.4 s, and the keyboard's ease-in-out animation "
      + "on iOS 5 and 6 takes 0.4 s.",
    answer: { "\($0.keyboardAnimationDuration)" })
}

extension SystemRules {
  var keyboardAnimationDuration: Double { number(.keyboardAnimationDuration, 0.25, else: 0.4) }
}

extension SystemRules.Rule {
  /// The curve the "will" notifications report: ease-in-out (0) before iOS 7, the keyboard's own
  /// spring (7) from iOS 7 [S].
  public static let keyboardSpringCurve = Self(
    "keyboardSpringCurve", tag: .several, section: "§3",
    statement: "The \"will\" notifications report curve 7, the keyboard's spring, from "
      + "iOS 7, and curve 0 (ease-in-out) on iOS 5 and 6.",
    sources: [
      "SO-19482573", "SO-10749311", "openradar 14872290, 15641270, 18617176, 20458167",
    ],
    alternative: "The notifications report curve 0 (ease-in-out) from iOS 7, and curve 7 "
      + "(the spring) on iOS 5 and 6.",
    answer: { "\($0.keyboardAnimationCurve)" })
}

extension SystemRules {
  var keyboardAnimationCurve: Int { holds(.keyboardSpringCurve, os >= 7) ? 7 : 0 }
}

extension SystemRules.Rule {
  /// `UIKeyboardIsLocalUserInfoKey` exists from iOS 9 [A].
  public static let isLocalKey = Self(
    "isLocalKey", tag: .apple, section: "§3",
    statement: "From iOS 9 the \"will\" notifications carry UIKeyboardIsLocalUserInfoKey, "
      + "and before iOS 9 they do not.",
    sources: ["UIWindow.h", "Apple-IsLocal"],
    alternative: "The key is carried on iOS 5 to 8 and missing from iOS 9.",
    answer: { "\($0.postsIsLocal)" })
}

extension SystemRules {
  var postsIsLocal: Bool { holds(.isLocalKey, os >= 9) }
}

extension SystemRules.Rule {
  /// The "did" notifications carry what their "will" carried: the duration, the curve and, from
  /// iOS 9, `UIKeyboardIsLocalUserInfoKey`, beside the two frames [S: an iPad's log on iOS 5
  /// (Omni-KeyboardLog: DidChangeFrame, DidShow and DidHide with curve 0 and duration 0.25), an
  /// iPhone's on iOS 9 or later (MJ-DidShowLog: a DidShow with curve 7, duration 0.25 and
  /// IsLocal), and the keyboard helper Firefox, Brave and Neeva ship and start at launch
  /// (Firefox-KeyboardHelper), which force-casts the duration of every did-show and would trap on
  /// the first one without it]. UIWindow.h's comment says the animation keys belong to the "will"
  /// family alone [A], which the alternative runs. The same log shows a rotation's "did"
  /// notifications on iOS 5 with only the frames; the lab gives them the keys too [M: Firefox's
  /// helper, shipped from iOS 8 on, would trap at every rotation with the keyboard up].
  public static let didNotificationsCarryAnimation = Self(
    "didNotificationsCarryAnimation", tag: .several, section: "§3",
    statement: "The \"did\" notifications carry the duration and curve of the \"will\" "
      + "they follow, and from iOS 9 UIKeyboardIsLocalUserInfoKey, beside the two frames, "
      + "as logs of iOS 5 and of a later iOS show and as browsers' shipped keyboard helpers, "
      + "which force-cast the duration of every did-show, need [S], though UIWindow.h's "
      + "comment keeps the animation keys to the \"will\" family [A]; a rotation's carry "
      + "them too [M].",
    sources: ["Omni-KeyboardLog", "MJ-DidShowLog", "Firefox-KeyboardHelper", "UIWindow.h"],
    describedSources: [
      RuleEvidence.Source(
        key: "Omni-KeyboardLog",
        description: "The Omni Group, OmniUI's OUIDocumentRenameViewController.m (2012): an "
          + "iPad's keyboard notifications on iOS 5, logged in a comment, the did-show, "
          + "did-hide and did-change-frame with duration 0.25 and curve 0, a rotation's "
          + "with the frames only (https://github.com/omnigroup/OmniGroup)"),
      RuleEvidence.Source(
        key: "MJ-DidShowLog",
        description: "A base view controller's comment (2017) logging an iPhone's "
          + "UIKeyboardDidShowNotification: curve 7, duration 0.25, IsLocal 1, on a "
          + "375 × 667 screen (a public repository's MJBaseViewController.m)"),
      RuleEvidence.Source(
        key: "Firefox-KeyboardHelper",
        description: "Firefox for iOS, Shared/KeyboardHelper.swift, also shipped by Brave and "
          + "Neeva: one KeyboardState built from every will-show, did-show and will-hide, "
          + "its duration read with as! Double (https://github.com/mozilla-mobile/firefox-ios)"),
    ],
    alternative: "The \"did\" notifications carry only the two frames, as UIWindow.h's "
      + "comment says, so code that force-casts their duration traps.",
    answer: { "\($0.didNotificationsCarryAnimation)" })
}

extension SystemRules {
  var didNotificationsCarryAnimation: Bool { holds(.didNotificationsCarryAnimation, true) }
}

extension SystemRules.Rule {
  /// From iOS 16.1 the keyboard notifications' `object` is the `UIScreen` the keyboard is on, and
  /// before it `nil` [A: Apple-KeyboardWillShow, WWDC23-Keyboard].
  public static let keyboardNotificationObjectIsScreen = Self(
    "keyboardNotificationObjectIsScreen", tag: .apple, section: "§3",
    statement: "From iOS 16.1 the keyboard notifications' object is the UIScreen the "
      + "keyboard is on, so that an app converts the frames from that screen's coordinate "
      + "space, and before iOS 16.1 it is nil.",
    sources: ["Apple-KeyboardWillShow", "WWDC23-Keyboard"],
    alternative: "The object is nil from iOS 16.1 and the screen before it.",
    answer: { "\($0.keyboardNotificationObjectIsScreen)" })
}

extension SystemRules {
  var keyboardNotificationObjectIsScreen: Bool {
    holds(.keyboardNotificationObjectIsScreen, release.isAtLeast(IOSRelease(16, 1)))
  }
}

extension SystemRules.Rule {
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
  public static let keyboardEndFrameInViewCoordinates = Self(
    "keyboardEndFrameInViewCoordinates", tag: .model, section: "§9",
    statement: "On iPadOS 26 the will-show and will-hide notifications report the "
      + "keyboard's end frame in the view's (the window's) coordinates, not the screen's as "
      + "on iPadOS 18 [1], so that in a Split View pane or a Stage Manager window it is moved "
      + "by the window's place and code that converts it from the screen's coordinate space "
      + "moves it twice; the report sees it with an inputAccessoryView, which is not "
      + "modelled, so here it holds for every text field, and the WillChangeFrame posted "
      + "with them carries the same end frame [M].",
    sources: ["FB18129544"],
    alternative: "iPadOS 26 reports the end frame in the screen's coordinates, as iPadOS 18 "
      + "does and as Apple documents.",
    answer: { "\($0.keyboardEndFrameInViewCoordinates)" })
}

extension SystemRules {
  var keyboardEndFrameInViewCoordinates: Bool {
    holds(.keyboardEndFrameInViewCoordinates, device.isPad && os >= 26)
  }
}

extension SystemRules.Rule {
  /// Switching to a taller keyboard while one is up posts WillChangeFrame and WillShow again through
  /// iOS 10 [S: FuntastyKit-46, Ionic-204]; from iOS 11 only the frame-change pair [1: Ionic-298,
  /// "iOS 11 keyboardshow event not firing when switching from language to emoji keyboard"]. A
  /// QuickType toggle is another change, with a rule of its own (`quickTypeTogglePostsWillShow`):
  /// a report of the iOS 14 era sees the will-show fire on the bar's toggle, and both can hold.
  public static let keyboardSwitchPostsWillShow = Self(
    "keyboardSwitchPostsWillShow", tag: .several, section: "§3",
    statement: "Switching keyboards (or toggling the QuickType bar) while one is up posts "
      + "WillChangeFrame and WillShow again, with no hide, through iOS 10, and from iOS 11 "
      + "only WillChangeFrame and DidChangeFrame.",
    sources: ["FuntastyKit-46", "Ionic-204", "Ionic-298"],
    alternative: "Through iOS 10 a switch posts only the frame-change pair, and from iOS 11 "
      + "WillShow and DidShow again.",
    answer: { "\($0.keyboardSwitchPostsWillShow)" })
}

extension SystemRules {
  var keyboardSwitchPostsWillShow: Bool { holds(.keyboardSwitchPostsWillShow, os <= 10) }
}

extension SystemRules.Rule {
  /// A text field's editing begins before the keyboard's notifications: it tells its delegate
  /// `textFieldDidBeginEditing(_:)`, posts `UITextField.textDidBeginEditingNotification` and sends
  /// its `.editingDidBegin` actions, and then the keyboard posts its will-change-frame and
  /// will-show; a text view's editing begins after them: `textViewDidBeginEditing(_:)` and
  /// `UITextView.textDidBeginEditingNotification` follow the keyboard's will-change-frame and
  /// will-show [1: Grummitt-Editing, a log of the callbacks]. Code that notes the active field in the delegate and reads it in the
  /// will-show finds a text field there, and not a text view. Flipped, the other way round.
  public static let textFieldEditingBeginsBeforeKeyboard = Self(
    "textFieldEditingBeginsBeforeKeyboard", tag: .one, section: "§3",
    statement: "A text field's editing begins before the keyboard's notifications (its "
      + "delegate's textFieldDidBeginEditing, its textDidBeginEditingNotification and its "
      + "editingDidBegin actions come before the will-change-frame and the will-show), and a "
      + "text view's after them (textViewDidBeginEditing and its notification follow the "
      + "will-change-frame and the will-show).",
    sources: ["Grummitt-Editing"],
    describedSources: [
      RuleEvidence.Source(
        key: "Grummitt-Editing",
        description: "Craig Grummitt's blog, 18 July 2016: in a log of the callbacks, a text "
          + "field's textFieldDidBeginEditing comes before the keyboard's "
          + "will-change-frame notification, and a text view's textViewDidBeginEditing after "
          + "it (https://craiggrummitt.com)")
    ],
    alternative: "The other way round: a text field's editing begins after the keyboard's "
      + "will-change-frame and will-show, and a text view's before them.",
    answer: { "\($0.textFieldEditingBeginsBeforeKeyboard)" })
}

extension SystemRules {
  var textFieldEditingBeginsBeforeKeyboard: Bool {
    holds(.textFieldEditingBeginsBeforeKeyboard, true)
  }
}

extension SystemRules.Rule {
  /// The keyboard's own animation starts from where the keyboard is on screen, so a keyboard that
  /// changes course mid-way (a hide during a show, a rotation mid-show) never jumps [M: no source
  /// shows a keyboard jumping; UIKit's keyboard animations are what `beginFromCurrentState` was
  /// made for].
  public static let keyboardAnimationBeginsFromCurrentState = Self(
    "keyboardAnimationBeginsFromCurrentState", tag: .model, section: "§3",
    statement: "The keyboard's own animation begins from where the keyboard is on screen, "
      + "so a keyboard that changes course mid-way (a hide during a show, a rotation "
      + "mid-show) never jumps.",
    sources: [],
    alternative: "The keyboard's animation does not begin from the current state, so a "
      + "keyboard changing course mid-way jumps to where it was heading before iOS 8, and "
      + "adds the new animation to the one in flight from iOS 8.",
    answer: { "\($0.keyboardAnimationBeginsFromCurrentState)" })
}

extension SystemRules {
  var keyboardAnimationBeginsFromCurrentState: Bool {
    holds(.keyboardAnimationBeginsFromCurrentState, true)
  }
}

// MARK: - Rotation (§4)

extension SystemRules.Rule {
  /// iOS 5 asks `shouldAutorotateToInterfaceOrientation:` [A]; iOS 6 and later ask
  /// `shouldAutorotate`, then `supportedInterfaceOrientations`, and no longer the old method [A/S].
  public static let asksShouldAutorotateToInterfaceOrientation = Self(
    "asksShouldAutorotateToInterfaceOrientation", tag: .several, section: "§4",
    statement: "On iOS 5 a rotation asks shouldAutorotateToInterfaceOrientation: [A, no "
      + "Apple page cited], and from iOS 6 shouldAutorotate and "
      + "supportedInterfaceOrientations instead, no longer the old method [A/S].",
    sources: ["Apple-iOS6-notes", "McNeish", "AP13"],
    alternative: "iOS 5 asks shouldAutorotate and supportedInterfaceOrientations, and iOS 6 "
      + "and later ask shouldAutorotateToInterfaceOrientation: instead.",
    answer: { "\($0.asksShouldAutorotateToInterfaceOrientation)" })
}

extension SystemRules {
  var asksShouldAutorotateToInterfaceOrientation: Bool {
    holds(.asksShouldAutorotateToInterfaceOrientation, os <= 5)
  }
}

extension SystemRules.Rule {
  /// From iOS 6, `shouldAutorotate` is asked first and `supportedInterfaceOrientations` only when it
  /// said yes [A: the `UIViewController` reference, "if this method returns YES, … the system
  /// calls supportedInterfaceOrientations"]. Flipped, the mask is asked first.
  public static let asksShouldAutorotateBeforeSupportedOrientations = Self(
    "asksShouldAutorotateBeforeSupportedOrientations", tag: .apple, section: "§4",
    statement: "From iOS 6 shouldAutorotate is asked first, and "
      + "supportedInterfaceOrientations only when it returned YES.",
    sources: ["Apple-iOS6-notes"],
    alternative: "supportedInterfaceOrientations is asked first, and shouldAutorotate only "
      + "when the mask allows the new orientation.",
    answer: { "\($0.asksShouldAutorotateBeforeSupportedOrientations)" })
}

extension SystemRules {
  var asksShouldAutorotateBeforeSupportedOrientations: Bool {
    holds(.asksShouldAutorotateBeforeSupportedOrientations, true)
  }
}

extension SystemRules.Rule {
  /// A tilt that does not rotate the interface ("dip your device back and then up again") asks
  /// `shouldAutorotate` and `supportedInterfaceOrientations` from iOS 6; iOS 5 calls nothing [1].
  public static let tiltAsksForSupportedOrientations = Self(
    "tiltAsksForSupportedOrientations", tag: .one, section: "§4",
    statement: "A tilt that does not rotate the interface asks shouldAutorotate and "
      + "supportedInterfaceOrientations from iOS 6, and nothing on iOS 5.",
    sources: ["AP13"],
    alternative: "A tilt asks nothing from iOS 6, and on iOS 5 asks "
      + "shouldAutorotateToInterfaceOrientation:.",
    answer: { "\($0.tiltAsksForSupportedOrientations)" })
}

extension SystemRules {
  var tiltAsksForSupportedOrientations: Bool { holds(.tiltAsksForSupportedOrientations, os >= 6) }
}

extension SystemRules.Rule {
  /// From iOS 8 a rotation is a size transition with a coordinator [A]; before, the three rotation
  /// calls [A].
  public static let usesTransitionCoordinator = Self(
    "usesTransitionCoordinator", tag: .apple, section: "§4",
    statement: "From iOS 8 a rotation is a size transition, viewWillTransition(to:with:) "
      + "with a transition coordinator, and before iOS 8 the three calls willRotate…, "
      + "willAnimateRotation… and didRotate….",
    sources: ["Apple-ViewWillTransition", "Apple-Deprecation", "Apple-WillRotate"],
    alternative: "iOS 5 to 7 rotate through viewWillTransition(to:with:) and a coordinator, "
      + "and iOS 8 and later through the three deprecated rotation calls.",
    answer: { "\($0.usesTransitionCoordinator)" })
}

extension SystemRules {
  var usesTransitionCoordinator: Bool { holds(.usesTransitionCoordinator, os >= 8) }
}

extension SystemRules.Rule {
  /// From iOS 8, UIKit's own `viewWillTransition(to:with:)` still calls the deprecated
  /// `willRotate…`, `willAnimateRotation…` and `didRotate…` of a controller that overrides them and
  /// not the new method [1: Inferis, "they won't get called once you implement" the new method
  /// without calling super].
  public static let forwardsDeprecatedRotationCalls = Self(
    "forwardsDeprecatedRotationCalls", tag: .one, section: "§4",
    statement: "From iOS 8 UIKit's own viewWillTransition(to:with:) still calls "
      + "willRotate…, willAnimateRotation… and didRotate… on a controller that overrides "
      + "them and not the new method.",
    sources: ["Inferis"],
    alternative: "From iOS 8 the deprecated rotation methods are never called.",
    answer: { "\($0.forwardsDeprecatedRotationCalls)" })
}

extension SystemRules {
  var forwardsDeprecatedRotationCalls: Bool { holds(.forwardsDeprecatedRotationCalls, true) }
}

extension SystemRules.Rule {
  /// Before iOS 8 the rotation's keyboard hide is posted before the rotation animation opens, its
  /// show inside it [S/1]; from iOS 8 both are posted inside the rotation animation [S].
  public static let postsRotationHideInsideAnimation = Self(
    "postsRotationHideInsideAnimation", tag: .several, section: "§4",
    statement: "Before iOS 8 the rotation's keyboard hide (WillChangeFrame, WillHide, "
      + "DidChangeFrame, DidHide) is posted before the rotation animation opens, and from "
      + "iOS 8 inside it, the show being posted inside it on every version.",
    sources: ["SMNH2-steps", "AP13", "SMNH2", "F5706"],
    alternative: "On iOS 5 to 7 the rotation's hide is posted inside the rotation "
      + "animation, and from iOS 8 before it opens.",
    answer: { "\($0.postsRotationHideInsideAnimation)" })
}

extension SystemRules {
  var postsRotationHideInsideAnimation: Bool { holds(.postsRotationHideInsideAnimation, os >= 8) }
}

extension SystemRules.Rule {
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
  public static let postsRotationHideWithoutAnimation = Self(
    "postsRotationHideWithoutAnimation", tag: .model, section: "§4",
    statement: "On iPhone from iOS 10 the rotation's will-hide is posted with animations "
      + "disabled (as inside performWithoutAnimation), so what it changes lands at once, "
      + "while on iPad and on iPhone on iOS 8 and 9 it is animated by the rotation: the 2017 "
      + "post's observed outcome (the fix fails on iPhone, still works on iPad) wins over "
      + "F5706's iPad backtrace through performWithoutAnimation, which the alternative runs.",
    sources: ["AP17", "F5706"],
    alternative: "The will-hide is animated by the rotation on iPhone from iOS 10, and "
      + "posted with animations disabled on iPad from iOS 8 and on iPhone on iOS 8 and 9.",
    answer: { "\($0.postsRotationHideWithoutAnimation)" })
}

extension SystemRules {
  var postsRotationHideWithoutAnimation: Bool {
    holds(.postsRotationHideWithoutAnimation, !isPad && os >= 10)
  }
}

extension SystemRules.Rule {
  /// During a rotation the keyboard moves from its old place to its new one with its own timing
  /// (the will-show's duration and curve), not the rotation's, which is why content that follows
  /// the rotation shows slivers [M: matches "the animation information you're given in the
  /// keyboard-will-show method doesn't exactly match the actual rotation animation"]. Flipped, it
  /// moves with the rotation's animation.
  public static let keyboardKeepsItsOwnTimingDuringRotation = Self(
    "keyboardKeepsItsOwnTimingDuringRotation", tag: .model, section: "§4",
    statement: "During a rotation the keyboard moves from its old place to its new one "
      + "with its own timing (the will-show's 0.25 s and curve), not the rotation's, so "
      + "content that follows the rotation misses it by a few points: the slivers.",
    sources: ["AP13"],
    alternative: "The keyboard moves with the rotation's animation (0.3 s on iPhone, "
      + "0.4 s on iPad, ease-in-out), so content that follows the rotation stays on it.",
    answer: { "\($0.keyboardKeepsItsOwnTimingDuringRotation)" })
}

extension SystemRules {
  var keyboardKeepsItsOwnTimingDuringRotation: Bool {
    holds(.keyboardKeepsItsOwnTimingDuringRotation, true)
  }
}

extension SystemRules.Rule {
  /// The keyboard's layout guide (iOS 15) stays on the keyboard through a rotation's will-hide,
  /// which tells of a keyboard that never leaves the screen [M: Apple documents the guide as the
  /// space the keyboard takes in the layout, and says nothing of rotation; no report shows it
  /// dropping]. Flipped, the guide follows the will-hide to the safe area's bottom, in whatever
  /// animation the hide is posted in, and comes back with the will-show.
  public static let keyboardLayoutGuideIgnoresRotationHide = Self(
    "keyboardLayoutGuideIgnoresRotationHide", tag: .model, section: "§4",
    statement: "From iOS 15 the keyboard's layout guide stays on the keyboard through a "
      + "rotation's will-hide, since the keyboard never leaves the screen: Apple documents "
      + "the guide as the space the keyboard takes in the layout and says nothing of "
      + "rotation, and no report shows it dropping.",
    sources: ["Apple-KeyboardLayoutGuide", "WWDC21-KeyboardLayout"],
    alternative: "The guide follows the rotation's will-hide to the safe area's bottom, at "
      + "once on iPhone (the hide is posted with animations disabled), and comes back with "
      + "the will-show.",
    answer: { "\($0.keyboardLayoutGuideIgnoresRotationHide)" })
}

extension SystemRules {
  var keyboardLayoutGuideIgnoresRotationHide: Bool {
    holds(.keyboardLayoutGuideIgnoresRotationHide, true)
  }
}

extension SystemRules.Rule {
  /// The keyboard layout guide follows the keyboard while the finger drags it down, with no
  /// notification posted, from iOS 15, where the guide arrived: what is pinned to the guide moves
  /// with the finger [A: WWDC21 session 10259 and Apple's guide article list tracking the keyboard
  /// through its dismissal among the guide's own behaviours; WWDC23 session 10281 and the iOS 17
  /// API add only `keyboardDismissPadding`, padding above the keyboard for the scrolling dismissal
  /// gesture, and `usesBottomSafeArea`]. Flipped, the reading this model had before, that the
  /// guide follows the gesture only from iOS 17, the release of the session that describes it;
  /// before it the guide moves only with the hide, once the keyboard is off the screen.
  public static let keyboardLayoutGuideFollowsDismissGesture = Self(
    "keyboardLayoutGuideFollowsDismissGesture", tag: .apple, section: "§9",
    statement: "From iOS 15, where the keyboard layout guide arrived, the guide follows the "
      + "keyboard while the finger drags it down, with no notification posted: Apple lists "
      + "it among the guide's own behaviours, and iOS 17 adds only keyboardDismissPadding "
      + "(padding above the keyboard for the scrolling dismissal gesture) and "
      + "usesBottomSafeArea.",
    sources: ["WWDC21-KeyboardLayout", "Apple-KeyboardLayoutGuide", "WWDC23-Keyboard"],
    alternative: "The guide follows the dismiss gesture only from iOS 17, the release whose "
      + "session describes it; on iOS 15 and 16 it moves only with the hide, once the "
      + "keyboard is off the screen.",
    answer: { "\($0.keyboardLayoutGuideFollowsDismissGesture)" })
}

extension SystemRules {
  var keyboardLayoutGuideFollowsDismissGesture: Bool {
    Double(os) >= number(.keyboardLayoutGuideFollowsDismissGesture, 15, else: 17)
  }
}

extension SystemRules.Rule {
  /// A quarter turn's rotation animation: 0.3 s on iPhone, 0.4 s on iPad, ease-in-out [M].
  /// Flipped, 0.4 s on iPhone and 0.3 s on iPad.
  public static let padRotatesSlower = Self(
    "padRotatesSlower", tag: .model, section: "§4",
    statement: "A quarter-turn rotation animation lasts 0.4 s on iPad and 0.3 s on iPhone, "
      + "ease-in-out.",
    sources: [],
    alternative: "A quarter turn lasts 0.3 s on iPad and 0.4 s on iPhone.",
    answer: { $0.rotationDurationsAnswer })

  /// A half turn's rotation animation takes twice a quarter turn's [A:
  /// `statusBarOrientationAnimationDuration`]. Flipped, a half turn takes a quarter turn's time
  /// and a quarter turn twice it.
  public static let halfTurnTakesTwiceAsLong = Self(
    "halfTurnTakesTwiceAsLong", tag: .apple, section: "§4",
    statement: "A 180° turn takes twice a quarter turn's time, 0.6 s on iPhone and 0.8 s "
      + "on iPad.",
    sources: ["Apple-StatusBarDuration"],
    alternative: "A 180° turn takes a quarter turn's time (0.3 s on iPhone, 0.4 s on iPad), "
      + "and a 90° turn twice it (0.6 s, 0.8 s).",
    answer: { $0.rotationDurationsAnswer })
}

extension SystemRules {
  /// The rotation animation's duration, for a quarter or a half turn.
  func rotationDuration(isHalfTurn: Bool) -> Double {
    let quarter = holds(.padRotatesSlower, isPad) ? 0.4 : 0.3
    return quarter * (holds(.halfTurnTakesTwiceAsLong, isHalfTurn) ? 2 : 1)
  }

  /// A quarter turn's and a half turn's durations, as text: the answer of the rules that set them.
  var rotationDurationsAnswer: String {
    "\(rotationDuration(isHalfTurn: false)) \(rotationDuration(isHalfTurn: true))"
  }
}

extension SystemRules.Rule {
  /// The interface may turn upside down, but on an iPhone without a Home button it never does,
  /// whatever the controller's mask allows [A: Apple-PortraitUpsideDown,
  /// `UIInterfaceOrientation.portraitUpsideDown`: `UIViewController` does not support it on
  /// devices without a Home button]. The iPad Pro without one still turns [M: the iPad's default
  /// mask is every orientation, and no report shows one refusing]. The device in the hand decides.
  /// Flipped, an iPhone without a Home button turns upside down as any other does when its
  /// controller allows it.
  public static let noUpsideDownWithoutHomeButton = Self(
    "noUpsideDownWithoutHomeButton", tag: .apple, section: "§9",
    statement: "An iPhone without a Home button (the iPhone X and 15) never turns its "
      + "interface upside down, whatever the controller's supported orientations allow: "
      + "the step notes it and nothing rotates, nothing is asked or posted [A]; the iPad Pro "
      + "without one still turns [M].",
    sources: ["Apple-PortraitUpsideDown"],
    alternative: "An iPhone without a Home button turns upside down as any other iPhone "
      + "does when its controller allows it.",
    answer: { "\($0.turnsUpsideDown)" })
}

extension SystemRules {
  /// Whether the interface may turn upside down on this device.
  var turnsUpsideDown: Bool {
    let faceIDPhone = !device.isPad && !device.hasHomeButton
    return !(faceIDPhone && holds(.noUpsideDownWithoutHomeButton, true))
  }
}

extension SystemRules.Rule {
  /// Split View and Slide Over: an iPad that has them (the iPad Air 2 and later; here the iPad Air
  /// 2 and the iPad Pro 11-inch, `DeviceSpecification.splitView`) from iOS 9 [S:
  /// MacRumors-SplitView, iPhoneHacks-iOS9 quoting Apple], for an app shown natively (an iPhone
  /// app in compatibility mode never gets them [S: Hackworth]), through iPadOS 18: iPadOS 26
  /// replaced both with its windows [S: MacRumors-iPadOS26, MacStories-SlideOver]. Slide Over came
  /// back in iPadOS 26.1, one app at a time; the lab's iPadOS 26 is 26.0, which has neither [M].
  public static let splitView = Self(
    "splitView", tag: .several, section: "§2",
    statement: "Split View and Slide Over exist on an iPad Air 2 or later (here the iPad Air 2 "
      + "and the iPad Pro 11-inch) from iOS 9 through iPadOS 18, and only for an app shown "
      + "natively, never for an iPhone app in compatibility mode; iPadOS 26.0 replaced both "
      + "with its windows (Slide Over came back in 26.1, not modelled).",
    sources: [
      "MacRumors-SplitView", "iPhoneHacks-iOS9", "Hackworth", "MacRumors-iPadOS26",
      "MacStories-SlideOver",
    ],
    describedSources: [
      RuleEvidence.Source(
        key: "MacRumors-iPadOS26",
        description: "MacRumors, \"iPadOS 26 Multitasking Update Gets Rid of Split View and "
          + "Slide Over\" (June 2025): the new windows replace both on every iPad that runs "
          + "iPadOS 26 (https://www.macrumors.com)"),
      RuleEvidence.Source(
        key: "MacStories-SlideOver",
        description: "MacStories, \"Reports of Slide Over's Death Were Greatly Exaggerated\" "
          + "(2025): Split View and Slide Over were removed in iPadOS 26.0, and the second "
          + "iPadOS 26.1 beta restored a Slide Over of one app (https://www.macstories.net)"),
    ],
    alternative: "Split View is offered everywhere else (iPhones, the iPad 2, iOS 5 to 8, "
      + "iPadOS 26, iPhone apps in compatibility or zoomed mode) and refused on an iPad Air 2 "
      + "or iPad Pro 11-inch running a universal app from iOS 9 to iPadOS 18.",
    answer: { "\($0.hasSplitView)" })
}

extension SystemRules {
  var hasSplitView: Bool {
    holds(.splitView, device.supportsSplitView && mode == .native && os >= 9 && os < 26)
  }
}

extension SystemRules.Rule {
  /// The app's pane in Split View: 320 pt, the narrow pane of a 768 pt wide iPad [M], so that the
  /// window is no longer at the screen's origin. Flipped, 384 pt.
  public static let splitViewPaneWidth = Self(
    "splitViewPaneWidth", tag: .model, section: "§4",
    statement: "In Split View the app's pane is 320 pt wide, the narrow pane of a 768 pt "
      + "screen, so that the window no longer starts at the screen's origin.",
    sources: [],
    alternative: "The pane is 384 pt wide, half of a 768 pt screen.",
    answer: { "\($0.splitViewPaneWidth)" })
}

extension SystemRules {
  var splitViewPaneWidth: Double { number(.splitViewPaneWidth, 320, else: 384) }
}

extension SystemRules.Rule {
  /// Stage Manager, windows smaller than the screen that the user places and resizes: on the iPad
  /// Pro 11″, every generation, from iPadOS 16.1, the first iPadOS 16 released [S:
  /// Inverse-iPadOS16.1, Apfelpatient-StageManager], for an app shown natively (an iPhone app's
  /// window of its own size is not modelled) [M].
  public static let stageManager = Self(
    "stageManager", tag: .several, section: "§9",
    statement: "Stage Manager, windows smaller than the screen that the user places and "
      + "resizes, exists on the iPad Pro 11-inch, every generation, from iPadOS 16.1, the "
      + "first iPadOS 16 released, for an app shown natively.",
    sources: ["Inverse-iPadOS16.1", "Apfelpatient-StageManager"],
    alternative: "Stage Manager is offered on every other device and release (iPhones, the "
      + "iPad Air 2, iOS 5 to 16.0, iPhone apps in compatibility mode) and refused on an "
      + "iPad Pro 11-inch from iPadOS 16.1.",
    answer: { "\($0.hasStageManager)" })
}

extension SystemRules {
  var hasStageManager: Bool {
    holds(
      .stageManager,
      device.supportsStageManager && mode == .native && release.isAtLeast(IOSRelease(16, 1)))
  }
}

extension SystemRules.Rule {
  /// A window's base coordinates, which `convert(_:from: nil)` converts from, begin at the
  /// window's own top-left corner wherever it sits on the screen, while the keyboard's frames are
  /// the screen's: where the app is not full screen (Split View, Stage Manager) a frame converted
  /// "from nil" is off by the window's place [A: Apple-FrameKeys, Apple-Convert]. Flipped, UIKit
  /// adds the window's place, and converting from nil gives the keyboard in the view's coordinates.
  public static let windowCoordinatesStartAtTheWindow = Self(
    "windowCoordinatesStartAtTheWindow", tag: .apple, section: "§6",
    statement: "A window's base coordinates, which convert(_:from: nil) converts from, "
      + "begin at the window's own top-left corner wherever it sits on the screen, while "
      + "the keyboard's frames are in the screen's coordinate space: where the app is not "
      + "full screen (Split View, Stage Manager) a keyboard frame converted from nil is off "
      + "by the window's place on the screen.",
    sources: ["Apple-FrameKeys", "Apple-Convert", "Apple-KeyboardWillShow"],
    alternative: "UIKit adds the window's place: converting a keyboard frame from nil gives "
      + "the keyboard in the view's coordinates wherever the window sits.",
    answer: { "\($0.windowCoordinatesStartAtTheWindow)" })
}

extension SystemRules {
  var windowCoordinatesStartAtTheWindow: Bool {
    holds(.windowCoordinatesStartAtTheWindow, true)
  }
}

// MARK: - Animation (§5)

extension SystemRules.Rule {
  /// From iOS 8 UIView animations are additive: a second animation without begin-from-current-state
  /// is added to the one in flight, which keeps running [S: WWDC 2014 session 236]; before, the one
  /// in flight ends at once and the view jumps to its end [A: `setAnimationBeginsFromCurrentState:`].
  public static let animationsAreAdditive = Self(
    "animationsAreAdditive", tag: .several, section: "§5",
    statement: "From iOS 8 a second animation without beginFromCurrentState is added to the "
      + "one in flight, which keeps running [S], and before iOS 8 the one in flight ends at "
      + "once and the view jumps to its end [A].",
    sources: ["WWDC14-236", "Iosoteric", "Ronnqvist", "Apple-SetBFCS"],
    alternative: "Animations add up on iOS 5 to 7, and from iOS 8 the animation in flight "
      + "ends at once and the view jumps to its end.",
    answer: { "\($0.animationsAreAdditive)" })
}

extension SystemRules {
  var animationsAreAdditive: Bool { holds(.animationsAreAdditive, os >= 8) }
}
