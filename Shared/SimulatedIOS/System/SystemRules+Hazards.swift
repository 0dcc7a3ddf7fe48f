import SimulatedUIKit

/// The rules behind the hazards: what real devices did to keyboard code that the five
/// samples never tried. Each cites its evidence as the rules of `SystemRules.swift` do: [A] Apple,
/// [S] several reports, [1] one report, [M] our modelling choice (and what another choice would
/// change); each is a `SystemRules.Rule` declared beside the property that applies it through
/// `holds`/`number`, so that `RuleFlipTests` can flip it. Device rules see the device the app
/// believes it is on. `docs/scenario-format.md` sums them up for users.
extension SystemRules.Rule {
  /// This file's rules, in the order `--list-rules` prints them.
  static let hazards: [Self] = [
    .hardwareKeyboardLeavesShortcutBar,
    .hardwareKeyboardLeavesCandidateBarOnPhone,
    .shortcutBarHeight,
    .hardwareKeyboardToolbarIsCentred,
    .minimisedToolbarActsAsKeyboardOnlyInStageManager,
    .followingGuideTracksMiniToolbar,
    .undockableKeyboard,
    .undockingPostsHide,
    .dockingPostsShowTwice,
    .floatingKeyboard,
    .floatingKeyboardPostsHide,
    .movingFloatingKeyboardPostsEmptyFrame,
    .quickTypeToggleDuration,
    .quickTypeTogglePostsWillShow,
    .rotationPostsKeyboardPairTwiceOnIOS8Point3,
    .otherAppsKeyboardIsNotLocal,
    .doubleHeightStatusBar,
    .doubleHeightStatusBarExtra,
    .statusBarChangeDuration,
    .reduceMotion,
    .reduceMotionChangesKeyboard,
    .crossFadeTransitions,
    .crossFadeHideEndFrameIsEmpty,
    .backgroundHidesKeyboardWithoutAnimation,
    .keyboardPostsWhileAppIsInactive,
    .interactiveDismissal,
    .interactiveDismissalPostsOnRelease,
  ]
}

// MARK: - Availability

extension SystemRules {
  /// Why this device and iOS cannot perform `action`, or `nil` when it can: the one place that
  /// decides where a step applies (the run's note, its `n/a` verdict and the matrix's columns all
  /// ask it).
  package func refusal(of action: ScenarioAction) -> String? {
    switch action {
    case .hardwareKeyboard:
      return nil
    case .hardwareToolbar(let change):
      if hardwareKeyboardToolbarIsCentred { return nil }
      return inCompatibilityMode
        ? "no hardware keyboard toolbar to \(change.rawValue) for an iPhone app in compatibility "
          + "mode: it sees an iPhone, which gets none"
        : "no hardware keyboard toolbar to \(change.rawValue) here: it needs an iPad on iPadOS 15 or later"
    case .ipadKeyboard(.float):
      if hasFloatingKeyboard { return nil }
      return inCompatibilityMode
        ? "no floating keyboard for an iPhone app in compatibility mode: it gets an iPhone's keyboard"
        : "no floating keyboard here: it needs an iPad on iOS 13 or later"
    case .ipadKeyboard:
      if hasUndockableKeyboard { return nil }
      return inCompatibilityMode
        ? "no undocked or split keyboard for an iPhone app in compatibility mode: it gets an "
          + "iPhone's keyboard"
        : "no undocked or split keyboard here: it needs an iPad"
    case .quickType:
      return hasQuickType ? nil : "no QuickType bar here: it needs iOS 8 or later"
    case .otherAppKeyboard:
      return hasSplitView
        ? nil
        : "no other app on screen here: Split View and Slide Over need an iPad Air 2 or later "
          + "on iOS 9 to iPadOS 18 (iPadOS 26.0 replaced them with windows)"
    case .statusBar:
      return hasDoubleHeightStatusBar ? nil : "no double-height status bar here: it needs an iPhone"
    case .reduceMotion(let setting):
      switch setting {
      case .off: return nil
      case .on: return hasReduceMotion ? nil : "no Reduce Motion here: it needs iOS 7 or later"
      case .crossFade:
        return hasCrossFadeTransitions
          ? nil : "no cross-fade option here: it needs iOS 14 or later"
      }
    case .interactiveDismiss:
      return hasInteractiveDismissal
        ? nil : "no interactive dismissal here: it needs iOS 7 or later"
    case .stageManager:
      if hasStageManager { return nil }
      return mode == .native
        ? "no Stage Manager here: it needs an iPad Pro 11-inch on iPadOS 16.1 or later"
        : "no Stage Manager window for an iPhone app in compatibility mode: not modelled"
    case .splitView:
      if hasSplitView { return nil }
      return mode == .compatibility
        ? "no Split View for an iPhone app in compatibility mode"
        : "no Split View here: it needs an iPad Air 2 or later on iOS 9 to iPadOS 18 "
          + "(iPadOS 26.0 replaced it with windows)"
    case .tap, .rotate, .tilt, .returnKey, .switchKeyboard, .app, .fault, .faceUp, .faceDown:
      return nil
    }
  }
}

extension SystemRules {
  /// Whether the app is an iPhone app in compatibility mode on the iPad in the hand: what the
  /// iPad has and the iPhone it believes it is on lacks is refused for that reason, not for the
  /// device's.
  private var inCompatibilityMode: Bool { mode == .compatibility }
}

// MARK: - 1. Hardware keyboard

extension SystemRules.Rule {
  /// With a hardware keyboard, iOS 9 on iPad keeps the Shortcut Bar on screen and reports it as
  /// the software keyboard's full frame, mostly below the screen; attaching posts a will-show, not
  /// a will-hide, "This was not the case with iOS 8" [S: SO 32319697 "iOS 9 adds a Shortcut Bar …
  /// minimized Shortcut Bar only mode"; IQKeyboardManager #469; 1: defagos/CoconutKit #36]. On
  /// iPhone no bar is modelled [M: no source found; a bar there would give iPhones the iPad's
  /// frames from iOS 9]. Without a bar the software keyboard simply hides, and a field that
  /// becomes first responder posts nothing [1: "Working With Keyboard on iOS", no accessory view].
  public static let hardwareKeyboardLeavesShortcutBar = Self(
    "hardwareKeyboardLeavesShortcutBar", tag: .model, section: "§8.1",
    statement: "On iPad from iOS 9 a hardware keyboard leaves the Shortcut Bar on screen, "
      + "posted as a will-show whose end frame keeps the full keyboard's height with all but "
      + "the bar below the screen [S], while iPads before iOS 9 hide the software keyboard "
      + "[S; the hide without a bar is 1] and iPhones get no bar [M].",
    sources: ["SO-32319697", "IQKM-469", "CoconutKit-36", "Newbe"],
    alternative: "The Shortcut Bar is left on iPhones (every version) and on iPads before "
      + "iOS 9, and on iPad from iOS 9 the software keyboard hides.",
    answer: { "\($0.hardwareKeyboardLeavesShortcutBar)" })
}

extension SystemRules {
  var hardwareKeyboardLeavesShortcutBar: Bool {
    holds(.hardwareKeyboardLeavesShortcutBar, isPad && os >= 9)
  }
}

extension SystemRules.Rule {
  /// On iPhone from iOS 9, a hardware keyboard leaves the Japanese keyboard's candidate bar on
  /// screen (the row it adds, `extraRowHeight`), reported like the iPad's Shortcut Bar: the full
  /// keyboard's frame, all but the bar below the screen [M: the candidates of kana input must show
  /// somewhere, and the hazards' brief named "the shortcut/candidate bar" on iPhone; no source gives the
  /// frames. Without this rule no iPhone ever reports a bar, and a port that reads the frame's
  /// height never meets one on an iPhone].
  public static let hardwareKeyboardLeavesCandidateBarOnPhone = Self(
    "hardwareKeyboardLeavesCandidateBarOnPhone", tag: .model, section: "§8.1",
    statement: "On iPhone from iOS 9 a hardware keyboard leaves the Japanese keyboard's "
      + "candidate bar (its 36 pt row) on screen, reported like the iPad's Shortcut Bar: the "
      + "full keyboard's frame, all but the bar below the screen.",
    sources: [],
    alternative: "The candidate bar is left on iPhones before iOS 9 and on iPads before "
      + "iOS 9 (54 pt), and on iPhone from iOS 9 the Japanese keyboard hides like any other.",
    answer: { "\($0.hardwareKeyboardLeavesCandidateBarOnPhone)" })
}

extension SystemRules {
  var hardwareKeyboardLeavesCandidateBarOnPhone: Bool {
    holds(.hardwareKeyboardLeavesCandidateBarOnPhone, !isPad && os >= 9)
  }
}

extension SystemRules.Rule {
  /// The Shortcut Bar's height on screen, 55 pt [1: SO 32319697's answer, the intersection of the
  /// view and the reported frame "= 55"].
  public static let shortcutBarHeight = Self(
    "shortcutBarHeight", tag: .one, section: "§8.1",
    statement: "The Shortcut Bar a hardware keyboard leaves is 55 pt tall on screen.",
    sources: ["SO-32319697"],
    alternative: "The Shortcut Bar is 44 pt tall.",
    answer: { "\($0.shortcutBarHeight)" })
}

extension SystemRules {
  var shortcutBarHeight: Double { number(.shortcutBarHeight, 55, else: 44) }
}

extension SystemRules.Rule {
  /// From iPadOS 15 the bar a hardware keyboard leaves on iPad is no longer the Shortcut Bar across
  /// the screen but a small toolbar centred at its bottom, narrower than the screen [1:
  /// gutenberg-mobile #4370, iPadOS 15: the system's keyboard toolbar "does not span the full
  /// width of the screen when an external keyboard is being used", "like in iPadOS 14", leaving
  /// gaps beside the app's bar pinned to it], and the notifications report the toolbar's own frame,
  /// its width and place, not the software keyboard's full frame mostly below the screen [1:
  /// flutter #120873, where Flutter takes the bar on iPadOS 15 for a floating keyboard, not a
  /// docked one, and "probably" for a docked one on 16; M: the toolbar's frame on every release
  /// from 15, as tall as the Shortcut Bar (`shortcutBarHeight`, with the home indicator's inset
  /// below it) and `hardwareToolbarWidth` wide]. Flipped, iPadOS 15 and later keep iOS 9's
  /// Shortcut Bar and its frames.
  public static let hardwareKeyboardToolbarIsCentred = Self(
    "hardwareKeyboardToolbarIsCentred", tag: .model, section: "§8.1",
    statement: "From iPadOS 15 a hardware keyboard leaves a small toolbar centred at the "
      + "screen's bottom, not the full-width Shortcut Bar [1], and the notifications report "
      + "its own frame, 400 pt wide and as tall as the Shortcut Bar, not the software "
      + "keyboard's frame mostly below the screen (the frame [1], its size [M]).",
    sources: ["gutenberg-mobile-4370", "Flutter-120873"],
    alternative: "iPadOS 15 and later keep iOS 9's full-width Shortcut Bar, reported as the "
      + "software keyboard's full frame with all but the bar below the screen.",
    answer: { "\($0.hardwareKeyboardToolbarIsCentred)" })
}

extension SystemRules {
  var hardwareKeyboardToolbarIsCentred: Bool {
    holds(.hardwareKeyboardToolbarIsCentred, hardwareKeyboardLeavesShortcutBar && os >= 15)
  }

  /// The centred toolbar's width on screen, 400 pt [M: no source gives it; the toolbar holds the
  /// predictions and a few buttons, well short of the narrowest iPad screen's 744 pt].
  var hardwareToolbarWidth: Double { 400 }
}

extension SystemRules.Rule {
  /// The user can flick the toolbar down to a mini toolbar (`minimise-toolbar`). Outside Stage
  /// Manager the mini toolbar does not act as part of the keyboard and overlaps the app's views,
  /// while in Stage Manager it does [A: WWDC23 session 10281, "Using a flick gesture, this toolbar
  /// can also be minimized"; outside Stage Manager "this mini toolbar does not act as part of the
  /// keyboard and will overlap your views", "users can access the content underneath by dragging
  /// the toolbar to the other side of the screen"; "when in Stage Manager, the mini toolbar does
  /// act as part of the keyboard"]. What is posted is ours [M: no source gives it]: outside Stage
  /// Manager a will-change-frame and a will-hide whose end frame is the toolbar below the screen,
  /// as if the keyboard had gone, and nothing when the field then resigns or is focused again; in
  /// Stage Manager a will-change-frame from the toolbar's frame to the mini toolbar's. Restoring
  /// the toolbar posts the reverse. Minimising exists where the centred toolbar does
  /// (`hardwareKeyboardToolbarIsCentred`) [M: the session, of iPadOS 17, calls it recent; dated
  /// with the toolbar it minimises]. Flipped, the mini toolbar acts as part of the keyboard
  /// outside Stage Manager too.
  public static let minimisedToolbarActsAsKeyboardOnlyInStageManager = Self(
    "minimisedToolbarActsAsKeyboardOnlyInStageManager", tag: .model, section: "§8.1",
    statement: "The user can flick the toolbar down to a mini toolbar, which outside Stage "
      + "Manager does not act as part of the keyboard and overlaps the app's views, while in "
      + "Stage Manager it does [A]; outside, a will-change-frame and a will-hide report the "
      + "toolbar gone below the screen, and inside, a will-change-frame reports the mini "
      + "toolbar's frame, 120 pt wide at the screen's bottom right-hand corner and as tall as "
      + "the toolbar [M].",
    sources: ["WWDC23-Keyboard"],
    alternative: "The mini toolbar acts as part of the keyboard outside Stage Manager too, "
      + "reported with its own frame as it is inside.",
    answer: { "\($0.minimisedToolbarActsAsKeyboardOnlyInStageManager)" })
}

extension SystemRules {
  var minimisedToolbarActsAsKeyboardOnlyInStageManager: Bool {
    holds(.minimisedToolbarActsAsKeyboardOnlyInStageManager, true)
  }

  /// The mini toolbar's width on screen, 120 pt, at the screen's bottom right-hand corner and as
  /// tall as the toolbar [M: no source gives its size or place; the session has the user drag it
  /// "to the other side of the screen", so it sits at one side].
  var miniToolbarWidth: Double { 120 }
}

extension SystemRules.Rule {
  /// Outside Stage Manager, where the mini toolbar is no part of the keyboard, a keyboard layout
  /// guide whose `followsUndockedKeyboard` is set follows it as it follows an undocked keyboard,
  /// and one without it drops to the safe area's bottom [A: WWDC23 session 10281, "Keep up with
  /// the keyboard", on the mini toolbar and the guide's `followsUndockedKeyboard`]. Flipped, the
  /// guide drops to the safe area's bottom whether or not it follows an undocked keyboard.
  public static let followingGuideTracksMiniToolbar = Self(
    "followingGuideTracksMiniToolbar", tag: .apple, section: "§8.1",
    statement: "Outside Stage Manager a keyboard layout guide whose followsUndockedKeyboard is "
      + "set follows the mini toolbar, which is no part of the keyboard there, to its top, as "
      + "it follows an undocked keyboard; a guide without it drops to the safe area's bottom.",
    sources: ["WWDC23-Keyboard"],
    alternative: "The guide drops to the safe area's bottom under the mini toolbar whether or "
      + "not followsUndockedKeyboard is set.",
    answer: { "\($0.followingGuideTracksMiniToolbar)" })
}

extension SystemRules {
  var followingGuideTracksMiniToolbar: Bool { holds(.followingGuideTracksMiniToolbar, true) }
}

// MARK: - 2. Undocked and split keyboards (iPad)

extension SystemRules.Rule {
  /// The keyboard can be undocked and split on iPad from iOS 5 [S: themainthread.com 2012, "This
  /// new feature, added in iOS 5"; SO 10749311].
  public static let undockableKeyboard = Self(
    "undockableKeyboard", tag: .several, section: "§8.2",
    statement: "The keyboard can be undocked and split on iPad from iOS 5, so on every "
      + "version modelled, and never on iPhone.",
    sources: ["Themainthread", "SO-10749311"],
    alternative: "iPhones can undock and split the keyboard, and iPads cannot.",
    answer: { "\($0.hasUndockableKeyboard)" })
}

extension SystemRules {
  var hasUndockableKeyboard: Bool { holds(.undockableKeyboard, isPad && os >= 5) }
}

extension SystemRules.Rule {
  /// Undocking or splitting a docked keyboard posts a will-hide, docking it posts a will-show;
  /// while undocked the app gets only the frame-change pair, also when it is split or moved [S:
  /// themainthread.com "your app no longer receives the standard keyboardWill/DidHide/Show
  /// events"; 1: SO 10749311, ogeek copy "If a keyboard is undocked, UIKeyboardWillHideNotification
  /// will be raised"]. The hide's end frame is the docked rectangle just below the screen [M: SO
  /// 10749311 logged `{{0,-264},{768,304}}` on iOS 5; a literal copy would move the gray view of
  /// every port off the top].
  public static let undockingPostsHide = Self(
    "undockingPostsHide", tag: .one, section: "§8.2",
    statement: "Undocking or splitting a docked keyboard posts WillHide after its "
      + "WillChangeFrame [1] (the end frame, the docked rectangle just below the screen, is "
      + "[M]; only the frame-change pair while undocked is [S]).",
    sources: ["SO-10749311", "Ogeek", "Themainthread"],
    alternative: "Undocking or splitting posts only the frame-change pair, no hide.",
    answer: { "\($0.undockingPostsHide)" })
}

extension SystemRules {
  var undockingPostsHide: Bool { holds(.undockingPostsHide, true) }
}

extension SystemRules.Rule {
  /// iOS 9 posts the show of a docking keyboard twice: willChangeFrame, didChangeFrame, willShow,
  /// willChangeFrame, willShow, then the did notifications twice [1: openradar 25032907]; other
  /// versions once [M: no report either way].
  public static let dockingPostsShowTwice = Self(
    "dockingPostsShowTwice", tag: .model, section: "§8.2",
    statement: "On iOS 9 docking the keyboard posts WillChangeFrame, DidChangeFrame, "
      + "WillShow, WillChangeFrame, WillShow, then DidChangeFrame and DidShow twice [1], and "
      + "other versions post WillChangeFrame and WillShow once [M].",
    sources: ["Openradar-25032907"],
    alternative: "Every version but iOS 9 posts the docking keyboard's show twice, and "
      + "iOS 9 once.",
    answer: { "\($0.dockingPostsShowTwice)" })
}

extension SystemRules {
  var dockingPostsShowTwice: Bool { holds(.dockingPostsShowTwice, os == 9) }
}

extension SystemRules.Rule {
  /// iPadOS 13 adds the floating keyboard: the keyboard shrinks to a phone-sized one that comes
  /// in at the screen's left side and can be moved anywhere [1: Vernroseman-FloatingKeyboard, "iOS
  /// 13 has this new keyboard … By default it comes in on the left side"].
  public static let floatingKeyboard = Self(
    "floatingKeyboard", tag: .one, section: "§9",
    statement: "From iOS 13 an iPad's keyboard can float: it shrinks to a phone-sized keyboard "
      + "at the screen's left side that the finger can move anywhere; before iOS 13, and on "
      + "an iPhone, there is none.",
    sources: ["Vernroseman-FloatingKeyboard"],
    alternative: "The floating keyboard exists on iPads before iOS 13 and not from iOS 13.",
    answer: { "\($0.hasFloatingKeyboard)" })
}

extension SystemRules {
  var hasFloatingKeyboard: Bool { holds(.floatingKeyboard, isPad && os >= 13) }
}

extension SystemRules.Rule {
  /// Docked to floating posts a will-change-frame and a will-hide, and floating to docked a
  /// will-change-frame and a will-show, as undocking and docking do; a field that gains or loses
  /// focus while it floats gets the frame-change pair only [1: QMUI-KeyboardManager's notes 4 and
  /// 5, written of the iPad's floating and split keyboards of iOS 8 to 10; M: the same for
  /// iPadOS 13's floating keyboard; S with Avi0n/MeshCoreOne PR 139 (2026), "iOS sends
  /// keyboardWillHide for floating/undocked keyboards"]. The sources disagree:
  /// MisterJimson/flutter_keyboard_visibility PR 162 (2024) saw the floating keyboard post no
  /// will-show or will-hide, only the frame change, which is the alternative. The will-hide's end
  /// frame is the docked rectangle below the screen [M], as an undocking's is. Flipped, floating
  /// posts the frame change alone.
  public static let floatingKeyboardPostsHide = Self(
    "floatingKeyboardPostsHide", tag: .several, section: "§9",
    statement: "Floating the docked keyboard posts WillChangeFrame and WillHide, docking it "
      + "again WillChangeFrame and WillShow, as for an undocked keyboard: QMUI's notes, "
      + "written of iOS 8 to 10, and MeshCoreOne #139 (2026), \"iOS sends keyboardWillHide "
      + "for floating/undocked keyboards\". The sources disagree: "
      + "flutter_keyboard_visibility #162 (2024) saw no WillShow or WillHide for the "
      + "floating keyboard, only the frame change, which the alternative runs.",
    sources: ["QMUI-KeyboardManager", "MeshCoreOne-139", "FlutterKeyboardVisibility-162"],
    alternative: "Floating the docked keyboard posts WillChangeFrame alone, no WillHide "
      + "(flutter_keyboard_visibility #162: the floating keyboard triggers only the frame "
      + "change); docking it still posts WillShow.",
    answer: { "\($0.floatingKeyboardPostsHide)" })
}

extension SystemRules {
  var floatingKeyboardPostsHide: Bool { holds(.floatingKeyboardPostsHide, true) }
}

extension SystemRules.Rule {
  /// Moving a keyboard that is not docked (undocked, split or floating) posts a will-change-frame
  /// only, whose begin frame is where the keyboard was and whose end frame is empty (zero) [1:
  /// QMUI-KeyboardManager's note 4]. Flipped, the end frame is where it was dropped, which the
  /// model keeps where it was picked up [M].
  public static let movingFloatingKeyboardPostsEmptyFrame = Self(
    "movingFloatingKeyboardPostsEmptyFrame", tag: .one, section: "§9",
    statement: "Moving a keyboard that is not docked posts WillChangeFrame only, its begin "
      + "frame where the keyboard was and its end frame empty (0, 0, 0, 0).",
    sources: ["QMUI-KeyboardManager"],
    alternative: "Moving it posts WillChangeFrame with the frame where it was put down as "
      + "its end frame.",
    answer: { "\($0.movingFloatingKeyboardPostsEmptyFrame)" })
}

extension SystemRules {
  var movingFloatingKeyboardPostsEmptyFrame: Bool {
    holds(.movingFloatingKeyboardPostsEmptyFrame, true)
  }
}

// MARK: - 3. QuickType bar

extension SystemRules {
  /// The QuickType bar exists where it is on by default, from iOS 8 [S]; toggling it changes the
  /// keyboard's height by the bar's, to the heights of iOS 7 without it [S: the keyboard heights of
  /// `docs/behaviour-model.md` §2].
  var hasQuickType: Bool { quickTypeBarByDefault }
}

extension SystemRules.Rule {
  /// A QuickType toggle reports duration 0 [S: smnh's gist "if the animationDuration is 0, then
  /// the quicktype panel is being shown/hidden"; ionic-team/capacitor-plugins #287 "the duration
  /// always seems to be 0s"] and the keyboard changes height at once [M].
  public static let quickTypeToggleDuration = Self(
    "quickTypeToggleDuration", tag: .model, section: "§8.3",
    statement: "Toggling the QuickType bar reports a duration of 0 [S], so the keyboard's "
      + "height changes at once with animations disabled [M].",
    sources: ["SMNH2", "Capacitor-287"],
    alternative: "A toggle reports 0.25 s and the keyboard's height animates over it.",
    answer: { "\($0.quickTypeToggleDuration)" })
}

extension SystemRules {
  var quickTypeToggleDuration: Double { number(.quickTypeToggleDuration, 0, else: 0.25) }
}

extension SystemRules.Rule {
  /// A QuickType toggle posts WillChangeFrame and WillShow again, on every version that has the
  /// bar [S: smnh's gist (iOS 8), whose will-show handler is where the toggle's duration 0 is
  /// seen; capacitor-plugins #287 (iOS 14 era), "keyboardWillShow" firing on the bar's toggle].
  /// Unlike a keyboard switch, which stops posting the will-show from iOS 11 (Ionic-298): the
  /// reports concern different changes, and the model keeps both (`docs/behaviour-model.md` §8.3).
  public static let quickTypeTogglePostsWillShow = Self(
    "quickTypeTogglePostsWillShow", tag: .several, section: "§8.3",
    statement: "A QuickType toggle posts WillChangeFrame and WillShow again on every version "
      + "with the bar (iOS 8 on), though a keyboard switch stops posting the will-show from "
      + "iOS 11: the reports concern different changes, and both hold.",
    sources: ["SMNH2", "Capacitor-287"],
    alternative: "A QuickType toggle posts only the frame-change pair, on every version.",
    answer: { "\($0.quickTypeTogglePostsWillShow)" })
}

extension SystemRules {
  var quickTypeTogglePostsWillShow: Bool { holds(.quickTypeTogglePostsWillShow, true) }
}

// MARK: - 4. Point releases

extension SystemRules.Rule {
  /// iPad iOS 8.3 posts the rotation's keyboard will-hide and will-show twice [1: Apple Developer
  /// Forums thread 5706, "iOS 8.3 … two times call willHide/WillShow … iOS 7.1, one time", "the
  /// behaviour is the same in iPad devices"]. The second pair repeats the first's frames inside
  /// the rotation [M]; iPhone on 8.3 posts once [M: the report is about iPad].
  public static let rotationPostsKeyboardPairTwiceOnIOS8Point3 = Self(
    "rotationPostsKeyboardPairTwiceOnIOS8Point3", tag: .model, section: "§8.4",
    statement: "On iPad on iOS 8.3 a rotation posts the keyboard's will-hide and will-show "
      + "twice [1], the second hide leaving from where the first show put the new "
      + "orientation's keyboard [M], while iPhones on 8.3 and every other release post them "
      + "once [M].",
    sources: ["F5706"],
    alternative: "Every device and release but iPad on 8.3 posts the rotation's pair twice, "
      + "and iPad on 8.3 once.",
    answer: { "\($0.rotationPostsKeyboardPairTwice)" })
}

extension SystemRules {
  var rotationPostsKeyboardPairTwice: Bool {
    holds(.rotationPostsKeyboardPairTwiceOnIOS8Point3, isPad && release == IOSRelease(8, 3))
  }
}

// MARK: - 5. Another app's keyboard

extension SystemRules.Rule {
  /// With Split View or Slide Over, "all visible apps are notified when the keyboard appears and
  /// disappears", with `UIKeyboardIsLocalUserInfoKey` NO for the apps that did not ask for it [A:
  /// `UIKeyboardIsLocalUserInfoKey`; S: IQKeyboardManager #556, openradar 48608694]. The other
  /// app's keyboard spans the screen, so it covers this app's pane as its own would [M].
  public static let otherAppsKeyboardIsNotLocal = Self(
    "otherAppsKeyboardIsNotLocal", tag: .apple, section: "§8.5",
    statement: "A keyboard another app brings up in Split View or Slide Over reaches this "
      + "app with UIKeyboardIsLocalUserInfoKey NO [A/S] (that it spans the whole screen is "
      + "[M]).",
    sources: ["Apple-IsLocal", "IQKM-556", "Openradar-48608694"],
    alternative: "The other app's keyboard arrives with UIKeyboardIsLocalUserInfoKey YES, "
      + "as if it were this app's own.",
    answer: { "\($0.otherAppsKeyboardIsLocal)" })
}

extension SystemRules {
  var otherAppsKeyboardIsLocal: Bool { !holds(.otherAppsKeyboardIsNotLocal, true) }
}

// MARK: - 6. The double-height status bar

extension SystemRules.Rule {
  /// During a call, tethering or recording the iPhone's status bar is 40 pt: the root view moves
  /// down 20 pt and loses 20 pt of height, on every version modelled (iOS ≤ 6 frame (0 20; 320
  /// 460) → (0 40; 320 440), iOS 7 y + 20 and height − 20, iOS 11 "reduces the app view height by
  /// 20px off the top" on iPhones without a notch) [S: manongdao copy of SO "How In-Call status
  /// bar impacts UIViewController"; y310.hatenablog.com 2014; flutter engine PR 4436], in every
  /// orientation [M: no report on landscape]. iPads are not modelled with one [M: no report found;
  /// one would give the iPad columns the iPhones' 20 pt shifts]. The status bar belongs to the
  /// device in the hand, not to the one the app believes it is on: an iPhone app in compatibility
  /// mode on an iPad never sees a call's status bar.
  public static let doubleHeightStatusBar = Self(
    "doubleHeightStatusBar", tag: .model, section: "§8.6",
    statement: "On an iPhone in the hand the status bar can grow to double height during a "
      + "call, tethering or a recording, on every version modelled [S], and iPads have none, "
      + "not even for an iPhone app in compatibility mode [M].",
    sources: ["SO-InCall", "Y310-2014", "Flutter-4436"],
    alternative: "iPads (and the iPhone apps they run) get the double-height status bar, "
      + "and iPhones none.",
    answer: { "\($0.hasDoubleHeightStatusBar)" })
}

extension SystemRules {
  var hasDoubleHeightStatusBar: Bool { holds(.doubleHeightStatusBar, !device.isPad) }
}

extension SystemRules.Rule {
  /// How much taller the double-height status bar is [S: as above].
  public static let doubleHeightStatusBarExtra = Self(
    "doubleHeightStatusBarExtra", tag: .several, section: "§8.6",
    statement: "The double-height status bar is 20 pt taller (40 pt), so the root view "
      + "moves down 20 pt and loses 20 pt of height, the same in every orientation.",
    sources: ["SO-InCall", "Y310-2014", "Flutter-4436"],
    alternative: "It is 40 pt taller (60 pt), so the root view moves down and loses 40 pt.",
    answer: { "\($0.doubleHeightStatusBarExtra)" })
}

extension SystemRules {
  var doubleHeightStatusBarExtra: Double { number(.doubleHeightStatusBarExtra, 20, else: 40) }
}

extension SystemRules.Rule {
  /// The root view follows the status bar's change in an ease-in-out animation of 0.25 s and no
  /// keyboard notification is posted [M: no source gives the timing; a jump instead would show
  /// the same rest, without the in-flight samples].
  public static let statusBarChangeDuration = Self(
    "statusBarChangeDuration", tag: .model, section: "§8.6",
    statement: "The root view follows the status bar's change of height in a 0.25 s "
      + "ease-in-out animation, and no keyboard notification is posted.",
    sources: [],
    alternative: "The root view jumps to its new frame at once (0 s).",
    answer: { "\($0.statusBarChangeDuration)" })
}

extension SystemRules {
  var statusBarChangeDuration: Double { number(.statusBarChangeDuration, 0.25, else: 0) }
}

// MARK: - 7. Reduce Motion

extension SystemRules.Rule {
  /// Reduce Motion is a setting from iOS 7 [S: Sanspoint-ReduceMotion, SO-20361033; A:
  /// `UIAccessibilityIsReduceMotionEnabled`, iOS 8] (`docs/behaviour-model.md` §8.7).
  public static let reduceMotion = Self(
    "reduceMotion", tag: .several, section: "§8.7",
    statement: "Reduce Motion is a setting from iOS 7, which apps can read from iOS 8 "
      + "(UIAccessibilityIsReduceMotionEnabled).",
    sources: ["Sanspoint-ReduceMotion", "SO-20361033"],
    alternative: "Reduce Motion exists on iOS 5 and 6 only, not from iOS 7.",
    answer: { "\($0.hasReduceMotion)" })
}

extension SystemRules {
  var hasReduceMotion: Bool { holds(.reduceMotion, os >= 7) }
}

extension SystemRules.Rule {
  /// Reduce Motion alone leaves the keyboard's slide and its notifications as they are [M: no
  /// report of a change; a cross-fade here would give every version from 7 the cross-fade's
  /// frames].
  public static let reduceMotionChangesKeyboard = Self(
    "reduceMotionChangesKeyboard", tag: .model, section: "§8.7",
    statement: "Reduce Motion alone leaves the keyboard's slide and its notifications "
      + "unchanged.",
    sources: [],
    alternative: "Reduce Motion alone makes the keyboard cross-fade in place as the "
      + "cross-fade option does, with its zero will-hide end frame.",
    answer: { "\($0.reduceMotionChangesKeyboard)" })
}

extension SystemRules {
  var reduceMotionChangesKeyboard: Bool { holds(.reduceMotionChangesKeyboard, false) }
}

extension SystemRules.Rule {
  /// The "Prefer Cross-Fade Transitions" option of Reduce Motion arrived in iOS 14 [A:
  /// `UIAccessibility.prefersCrossFadeTransitions`, iOS 14].
  public static let crossFadeTransitions = Self(
    "crossFadeTransitions", tag: .apple, section: "§8.7",
    statement: "Reduce Motion's Prefer Cross-Fade Transitions option exists from iOS 14, "
      + "when it was introduced, and is absent before.",
    sources: ["Apple-CrossFade"],
    alternative: "The cross-fade option exists on iOS 5 to 13 and not from iOS 14.",
    answer: { "\($0.hasCrossFadeTransitions)" })
}

extension SystemRules {
  var hasCrossFadeTransitions: Bool { holds(.crossFadeTransitions, os >= 14) }
}

extension SystemRules.Rule {
  /// With the cross-fade the keyboard fades in and out in place instead of sliding [A: the
  /// option's description], and the will-hide's end frame is empty [S: finn-no/FinniversKit PR
  /// 1208, "When Reduce Motion and Prefer Cross-Fade Transition are enabled, the keyboard
  /// notification returns an empty end frame"; freshOS/KeyboardLayoutGuide PR 39; react-native
  /// issue 29974]. RxKeyboard PR 107 logged another shape, a sliver below the screen, (0, 812, 375,
  /// 71): the alternative, which a port that pins to the end frame's top survives. For the
  /// measurement a fading keyboard covers in proportion to how much of it is seen (`docs/behaviour-
  /// model.md` §8.7).
  public static let crossFadeHideEndFrameIsEmpty = Self(
    "crossFadeHideEndFrameIsEmpty", tag: .several, section: "§8.7",
    statement: "With Reduce Motion's cross-fade, where the keyboard fades in place instead "
      + "of sliding, the will-hide's end frame is the empty (zero) rectangle, as three reports "
      + "have it; a fourth logged a sliver below the screen, (0, 812, 375, 71) on a 375 × 812 "
      + "iPhone (RxKeyboard-107), which is the alternative.",
    sources: ["FinniversKit-1208", "KLG-freshOS-39", "RN-29974"],
    alternative: "With the cross-fade the will-hide's end frame lies below the screen, its top "
      + "at the screen's bottom, as RxKeyboard-107's sliver does.",
    answer: { "\($0.crossFadeHideEndFrameIsEmpty)" })
}

extension SystemRules {
  var crossFadeHideEndFrameIsEmpty: Bool { holds(.crossFadeHideEndFrameIsEmpty, true) }
}

// MARK: - 8. Background and back

extension SystemRules.Rule {
  /// Going to the background with the keyboard up posts its hide with animations disabled, as the
  /// app leaves the screen [M; 1: Flutter's engine ignores keyboard notifications that arrive
  /// while the app is not active, flutter-team-archive/engine PR 37719]; coming back, the field is
  /// still first responder and the keyboard's show is posted again [1: openradar 48608694,
  /// keyboard notifications on return from the app switcher].
  public static let backgroundHidesKeyboardWithoutAnimation = Self(
    "backgroundHidesKeyboardWithoutAnimation", tag: .model, section: "§8.8",
    statement: "Going to the background with the keyboard up posts its hide with animations "
      + "disabled, so it lands at once as the app leaves the screen.",
    sources: ["Flutter-37719"],
    alternative: "Going to the background hides the keyboard with its usual 0.25 s "
      + "animation.",
    answer: { "\($0.backgroundHidesKeyboardWithoutAnimation)" })
}

extension SystemRules {
  var backgroundHidesKeyboardWithoutAnimation: Bool {
    holds(.backgroundHidesKeyboardWithoutAnimation, true)
  }
}

extension SystemRules.Rule {
  /// The application's life cycle brackets the keyboard's posts: going to the background,
  /// will-resign-active comes first, then the keyboard's hide, then did-enter-background; coming
  /// back, will-enter-foreground, the keyboard's show, then did-become-active [A: the order of the
  /// four, Apple's "Managing your app's life cycle" (active, inactive, background, and back
  /// through inactive); 1: the keyboard's posts arriving while the app is inactive,
  /// flutter-team-archive/engine PR 37719, which ignores them then].
  public static let keyboardPostsWhileAppIsInactive = Self(
    "keyboardPostsWhileAppIsInactive", tag: .one, section: "§8.8",
    statement: "Going to the background, will-resign-active is posted before the keyboard's hide "
      + "and did-enter-background after it; coming back, will-enter-foreground before the "
      + "keyboard's show and did-become-active after it: the keyboard's posts arrive while the "
      + "app is inactive (the order of the four is Apple's; the keyboard's place in it one "
      + "report's).",
    sources: ["Apple-AppLifeCycle", "Flutter-37719"],
    describedSources: [
      RuleEvidence.Source(
        key: "Apple-AppLifeCycle",
        description: "Apple, \"Managing your app's life cycle\": an app leaving the screen goes "
          + "from active through inactive to the background, and coming back through inactive "
          + "to active; UIApplication posts will-resign-active, did-enter-background, "
          + "will-enter-foreground and did-become-active on the way "
          + "(https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle)")
    ],
    alternative: "The keyboard's hide and show are posted after the app's did-enter-background "
      + "and did-become-active, once the app has settled in its new state.",
    answer: { "\($0.keyboardPostsWhileAppIsInactive)" })
}

extension SystemRules {
  var keyboardPostsWhileAppIsInactive: Bool { holds(.keyboardPostsWhileAppIsInactive, true) }
}

// MARK: - 9. Interactive dismissal

extension SystemRules.Rule {
  /// A scroll view can dismiss the keyboard interactively from iOS 7 [A:
  /// `UIScrollViewKeyboardDismissModeInteractive`, iOS 7.0]. Every demo is taken to scroll its
  /// content under the keyboard in such a view [M: the five samples had none; the scenario asks
  /// what their keyboard code would do].
  public static let interactiveDismissal = Self(
    "interactiveDismissal", tag: .apple, section: "§9",
    statement: "From iOS 7 a scroll view can dismiss the keyboard interactively, the finger "
      + "dragging it down; every demo is taken to have such a scroll view [M].",
    sources: ["Apple-KeyboardDismissMode"],
    alternative: "Interactive dismissal exists before iOS 7 and not from iOS 7.",
    answer: { "\($0.hasInteractiveDismissal)" })
}

extension SystemRules {
  var hasInteractiveDismissal: Bool { holds(.interactiveDismissal, os >= 7) }
}

extension SystemRules.Rule {
  /// While the finger drags the keyboard nothing is posted; the will-change-frame and will-hide
  /// come once it is off the screen and the field resigns [S: openradar 15341512 (iOS 7.0.3), "No
  /// notification is being triggered until the keyboard is dragged completely off screen";
  /// freshOS/KeyboardLayoutGuide #17 (iOS 12), "does not fire the
  /// keyboardWillChangeFrameNotification until the pan gesture ends"; #35 (2022)]. Flipped, the
  /// hide is posted as the drag begins.
  public static let interactiveDismissalPostsOnRelease = Self(
    "interactiveDismissalPostsOnRelease", tag: .several, section: "§9",
    statement: "While the finger drags the keyboard down nothing is posted; WillChangeFrame "
      + "and WillHide come once it is off the screen, from where the finger left it.",
    sources: ["Openradar-15341512", "KLG-freshOS-17", "KLG-freshOS-35"],
    alternative: "The hide is posted as the drag begins, as a tap on the background's "
      + "would be.",
    answer: { "\($0.interactiveDismissalPostsOnRelease)" })
}

extension SystemRules {
  var interactiveDismissalPostsOnRelease: Bool {
    holds(.interactiveDismissalPostsOnRelease, true)
  }
}
