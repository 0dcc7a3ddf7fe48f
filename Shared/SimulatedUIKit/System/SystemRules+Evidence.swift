extension SystemRules.Rule {
  /// What the rule says, its evidence, and the other reading `--assume` can run.
  package var evidence: RuleEvidence {
    switch self {
    // MARK: - Screen and status bar (§2, §6)

    case .rootViewBelowStatusBar:
      RuleEvidence(
        tag: .several, section: "§6",
        statement: "Before iOS 7 (iOS 5 and 6) the root view starts below the 20 pt status bar, "
          + "its frame's y 20, and from iOS 7 it fills the screen from y 0.",
        sources: ["KS", "Pre8Transform", "SMNH2-steps"],
        alternative: "The root view fills the screen on iOS 5 and 6, and starts 20 pt down, "
          + "below the status bar, from iOS 7.")
    case .screenFollowsInterface:
      RuleEvidence(
        tag: .apple, section: "§6",
        statement: "From iOS 8 the screen's and the window's coordinates follow the interface's "
          + "orientation, while before iOS 8 they stay portrait, so that a landscape keyboard "
          + "frame arrives with its width and height swapped.",
        sources: ["Apple-UICoordinateSpace", "Apple-FrameKeys", "Apple-ManagingKeyboard"],
        alternative: "Screen and window coordinates follow the interface on iOS 5 to 7 and stay "
          + "portrait from iOS 8.")
    case .statusBarHiddenInLandscapeOnPhone:
      RuleEvidence(
        tag: .apple, section: "§6",
        statement: "From iOS 8 an iPhone in landscape shows no status bar (a view controller's "
          + "prefersStatusBarHidden is true in a vertically compact environment, which every "
          + "iPhone in landscape is), while an iPad, and every device before iOS 8, keeps it.",
        sources: ["Apple-PrefersStatusBarHidden", "Apple-HIG-Layout"],
        alternative: "An iPhone in landscape shows the status bar from iOS 8 and hides it before, "
          + "and an iPad hides it in landscape on every release.")

    // MARK: - Keyboard (§2, §3)

    case .quickTypeBarByDefault:
      RuleEvidence(
        tag: .several, section: "§2",
        statement: "From iOS 8 the QuickType bar exists and is on by default, giving the "
          + "keyboard its QuickType heights (253, 258 or 271 pt on iPhone in portrait, 194 pt in "
          + "landscape, 313 / 398 pt on iPad), and before iOS 8 there is no bar to show or toggle.",
        sources: ["SpecialFor", "Wire-KeyboardHeight"],
        alternative: "The bar is on by default, and can be toggled, on iOS 5 to 7, and there is "
          + "none from iOS 8.")
    case .padKeyboardHeights:
      RuleEvidence(
        tag: .one, section: "§2",
        statement: "On iPad the docked keyboard is 264 pt tall in portrait and 352 pt in "
          + "landscape [S], and 313 / 398 pt with the QuickType bar [1], while iPhones get the "
          + "phone heights (216 / 162 pt, 226 pt in portrait on the 5.5-inch, and 253–271 / "
          + "194 pt with the bar).",
        sources: [
          "OReilly-iOS5", "Kawa", "TIK", "Hacknicity-iPadPro", "openradar 19513", "Ionic-273",
        ],
        alternative: "iPads get the phone heights of a screen 414 pt or wider (226 / 162 pt, "
          + "271 / 194 pt with the bar), and iPhones the iPad's 264 / 352 pt (313 / 398 pt with "
          + "the bar).")
    case .keyboardCoversHomeIndicator:
      RuleEvidence(
        tag: .several, section: "§9",
        statement: "On a device without a home button the keyboard's frame reaches the screen's "
          + "bottom and covers the home indicator: 291 / 335 pt tall in portrait on the iPhone X "
          + "class [1], the classic heights plus the 21 pt landscape inset, and the iPad's plus "
          + "20 pt on the iPad Pro [M], so that code pinned to the safe area which adds the "
          + "keyboard's height leaves a gap of the inset [S].",
        sources: ["KLG-freshOS-10", "RxKeyboard-84", "RxKeyboard-118", "KeyboardAdjuster-5"],
        alternative: "The keyboard stops at the home indicator: the classic heights (258 pt "
          + "with the bar in portrait on a 375 pt wide iPhone), the indicator's inset left "
          + "uncovered.")
    case .tallerKeyboardsAddARow:
      RuleEvidence(
        tag: .model, section: "§2",
        statement: "Emoji, and Japanese kana with its candidate bar, are a row taller than the "
          + "English keyboard, 36 pt on phones and 54 pt on iPad (the numbers are ours [M]; that "
          + "localized keyboards vary in height is [S]).",
        sources: ["AP13", "Medcalf", "Ionic-204", "Ionic-298", "KeyboardMan-2", "SimpleChat-1"],
        alternative: "Emoji and Japanese keyboards are as tall as the English one (0 pt more), "
          + "so switching to them changes no height and the iPhone's candidate bar is 0 pt.")
    case .keyboardAnimationDuration:
      RuleEvidence(
        tag: .several, section: "§3",
        statement: "Every \"will\" notification reports a duration of 0.25 s, and the "
          + "keyboard's own animation is given that duration (which the curve-7 spring of iOS 7 "
          + "and later ignores).",
        sources: [
          "SO-19482573", "SO-10749311", "openradar 14872290, 15641270, 18617176, 20458167",
        ],
        alternative: "The notifications report 0.4 s, and the keyboard's ease-in-out animation "
          + "on iOS 5 and 6 takes 0.4 s.")
    case .keyboardSpringCurve:
      RuleEvidence(
        tag: .several, section: "§3",
        statement: "The \"will\" notifications report curve 7, the keyboard's spring, from "
          + "iOS 7, and curve 0 (ease-in-out) on iOS 5 and 6.",
        sources: [
          "SO-19482573", "SO-10749311", "openradar 14872290, 15641270, 18617176, 20458167",
        ],
        alternative: "The notifications report curve 0 (ease-in-out) from iOS 7, and curve 7 "
          + "(the spring) on iOS 5 and 6.")
    case .isLocalKey:
      RuleEvidence(
        tag: .apple, section: "§3",
        statement: "From iOS 9 the \"will\" notifications carry UIKeyboardIsLocalUserInfoKey, "
          + "and before iOS 9 they do not.",
        sources: ["UIWindow.h", "Apple-IsLocal"],
        alternative: "The key is carried on iOS 5 to 8 and missing from iOS 9.")
    case .keyboardNotificationObjectIsScreen:
      RuleEvidence(
        tag: .apple, section: "§3",
        statement: "From iOS 16.1 the keyboard notifications' object is the UIScreen the "
          + "keyboard is on, so that an app converts the frames from that screen's coordinate "
          + "space, and before iOS 16.1 it is nil.",
        sources: ["Apple-KeyboardWillShow", "WWDC23-Keyboard"],
        alternative: "The object is nil from iOS 16.1 and the screen before it.")
    case .keyboardEndFrameInViewCoordinates:
      RuleEvidence(
        tag: .model, section: "§9",
        statement: "On iPadOS 26 the will-show and will-hide notifications report the "
          + "keyboard's end frame in the view's (the window's) coordinates, not the screen's as "
          + "on iPadOS 18 [1], so that in a Split View pane or a Stage Manager window it is moved "
          + "by the window's place and code that converts it from the screen's coordinate space "
          + "moves it twice; the report sees it with an inputAccessoryView, which is not "
          + "modelled, so here it holds for every text field, and the WillChangeFrame posted "
          + "with them carries the same end frame [M].",
        sources: ["FB18129544"],
        alternative: "iPadOS 26 reports the end frame in the screen's coordinates, as iPadOS 18 "
          + "does and as Apple documents.")
    case .keyboardSwitchPostsWillShow:
      RuleEvidence(
        tag: .several, section: "§3",
        statement: "Switching keyboards (or toggling the QuickType bar) while one is up posts "
          + "WillChangeFrame and WillShow again, with no hide, through iOS 10, and from iOS 11 "
          + "only WillChangeFrame and DidChangeFrame.",
        sources: ["FuntastyKit-46", "Ionic-204", "Ionic-298"],
        alternative: "Through iOS 10 a switch posts only the frame-change pair, and from iOS 11 "
          + "WillShow and DidShow again.")
    case .keyboardAnimationBeginsFromCurrentState:
      RuleEvidence(
        tag: .model, section: "§3",
        statement: "The keyboard's own animation begins from where the keyboard is on screen, "
          + "so a keyboard that changes course mid-way (a hide during a show, a rotation "
          + "mid-show) never jumps.",
        sources: [],
        alternative: "The keyboard's animation does not begin from the current state, so a "
          + "keyboard changing course mid-way jumps to where it was heading before iOS 8, and "
          + "adds the new animation to the one in flight from iOS 8.")

    // MARK: - Rotation (§4)

    case .asksShouldAutorotateToInterfaceOrientation:
      RuleEvidence(
        tag: .several, section: "§4",
        statement: "On iOS 5 a rotation asks shouldAutorotateToInterfaceOrientation: [A, no "
          + "Apple page cited], and from iOS 6 shouldAutorotate and "
          + "supportedInterfaceOrientations instead, no longer the old method [A/S].",
        sources: ["Apple-iOS6-notes", "McNeish", "AP13"],
        alternative: "iOS 5 asks shouldAutorotate and supportedInterfaceOrientations, and iOS 6 "
          + "and later ask shouldAutorotateToInterfaceOrientation: instead.")
    case .asksShouldAutorotateBeforeSupportedOrientations:
      RuleEvidence(
        tag: .apple, section: "§4",
        statement: "From iOS 6 shouldAutorotate is asked first, and "
          + "supportedInterfaceOrientations only when it returned YES.",
        sources: ["Apple-iOS6-notes"],
        alternative: "supportedInterfaceOrientations is asked first, and shouldAutorotate only "
          + "when the mask allows the new orientation.")
    case .tiltAsksForSupportedOrientations:
      RuleEvidence(
        tag: .one, section: "§4",
        statement: "A tilt that does not rotate the interface asks shouldAutorotate and "
          + "supportedInterfaceOrientations from iOS 6, and nothing on iOS 5.",
        sources: ["AP13"],
        alternative: "A tilt asks nothing from iOS 6, and on iOS 5 asks "
          + "shouldAutorotateToInterfaceOrientation:.")
    case .usesTransitionCoordinator:
      RuleEvidence(
        tag: .apple, section: "§4",
        statement: "From iOS 8 a rotation is a size transition, viewWillTransition(to:with:) "
          + "with a transition coordinator, and before iOS 8 the three calls willRotate…, "
          + "willAnimateRotation… and didRotate….",
        sources: ["Apple-ViewWillTransition", "Apple-Deprecation", "Apple-WillRotate"],
        alternative: "iOS 5 to 7 rotate through viewWillTransition(to:with:) and a coordinator, "
          + "and iOS 8 and later through the three deprecated rotation calls.")
    case .forwardsDeprecatedRotationCalls:
      RuleEvidence(
        tag: .one, section: "§4",
        statement: "From iOS 8 UIKit's own viewWillTransition(to:with:) still calls "
          + "willRotate…, willAnimateRotation… and didRotate… on a controller that overrides "
          + "them and not the new method.",
        sources: ["Inferis"],
        alternative: "From iOS 8 the deprecated rotation methods are never called.")
    case .postsRotationHideInsideAnimation:
      RuleEvidence(
        tag: .several, section: "§4",
        statement: "Before iOS 8 the rotation's keyboard hide (WillChangeFrame, WillHide, "
          + "DidChangeFrame, DidHide) is posted before the rotation animation opens, and from "
          + "iOS 8 inside it, the show being posted inside it on every version.",
        sources: ["SMNH2-steps", "AP13", "SMNH2", "F5706"],
        alternative: "On iOS 5 to 7 the rotation's hide is posted inside the rotation "
          + "animation, and from iOS 8 before it opens.")
    case .postsRotationHideWithoutAnimation:
      RuleEvidence(
        tag: .model, section: "§4",
        statement: "On iPhone from iOS 10 the rotation's will-hide is posted with animations "
          + "disabled (as inside performWithoutAnimation), so what it changes lands at once, "
          + "while on iPad and on iPhone on iOS 8 and 9 it is animated by the rotation: the 2017 "
          + "post's observed outcome (the fix fails on iPhone, still works on iPad) wins over "
          + "F5706's iPad backtrace through performWithoutAnimation, which the alternative runs.",
        sources: ["AP17", "F5706"],
        alternative: "The will-hide is animated by the rotation on iPhone from iOS 10, and "
          + "posted with animations disabled on iPad from iOS 8 and on iPhone on iOS 8 and 9.")
    case .keyboardKeepsItsOwnTimingDuringRotation:
      RuleEvidence(
        tag: .model, section: "§4",
        statement: "During a rotation the keyboard moves from its old place to its new one "
          + "with its own timing (the will-show's 0.25 s and curve), not the rotation's, so "
          + "content that follows the rotation misses it by a few points: the slivers.",
        sources: ["AP13"],
        alternative: "The keyboard moves with the rotation's animation (0.3 s on iPhone, "
          + "0.4 s on iPad, ease-in-out), so content that follows the rotation stays on it.")
    case .keyboardLayoutGuideFollowsDismissGesture:
      RuleEvidence(
        tag: .apple, section: "§9",
        statement: "From iOS 15, where the keyboard layout guide arrived, the guide follows the "
          + "keyboard while the finger drags it down, with no notification posted: Apple lists "
          + "it among the guide's own behaviours, and iOS 17 adds only keyboardDismissPadding "
          + "(padding above the keyboard for the scrolling dismissal gesture) and "
          + "usesBottomSafeArea.",
        sources: ["WWDC21-KeyboardLayout", "Apple-KeyboardLayoutGuide", "WWDC23-Keyboard"],
        alternative: "The guide follows the dismiss gesture only from iOS 17, the release whose "
          + "session describes it; on iOS 15 and 16 it moves only with the hide, once the "
          + "keyboard is off the screen.")
    case .keyboardLayoutGuideIgnoresRotationHide:
      RuleEvidence(
        tag: .model, section: "§4",
        statement: "From iOS 15 the keyboard's layout guide stays on the keyboard through a "
          + "rotation's will-hide, since the keyboard never leaves the screen: Apple documents "
          + "the guide as the space the keyboard takes in the layout and says nothing of "
          + "rotation, and no report shows it dropping.",
        sources: ["Apple-KeyboardLayoutGuide", "WWDC21-KeyboardLayout"],
        alternative: "The guide follows the rotation's will-hide to the safe area's bottom, at "
          + "once on iPhone (the hide is posted with animations disabled), and comes back with "
          + "the will-show.")
    case .padRotatesSlower:
      RuleEvidence(
        tag: .model, section: "§4",
        statement: "A quarter-turn rotation animation lasts 0.4 s on iPad and 0.3 s on iPhone, "
          + "ease-in-out.",
        sources: [],
        alternative: "A quarter turn lasts 0.3 s on iPad and 0.4 s on iPhone.")
    case .halfTurnTakesTwiceAsLong:
      RuleEvidence(
        tag: .apple, section: "§4",
        statement: "A 180° turn takes twice a quarter turn's time, 0.6 s on iPhone and 0.8 s "
          + "on iPad.",
        sources: ["Apple-StatusBarDuration"],
        alternative: "A 180° turn takes a quarter turn's time (0.3 s on iPhone, 0.4 s on iPad), "
          + "and a 90° turn twice it (0.6 s, 0.8 s).")
    case .noUpsideDownWithoutHomeButton:
      RuleEvidence(
        tag: .apple, section: "§9",
        statement: "An iPhone without a Home button (the iPhone X and 15) never turns its "
          + "interface upside down, whatever the controller's supported orientations allow: "
          + "the step notes it and nothing rotates, nothing is asked or posted [A]; the iPad Pro "
          + "without one still turns [M].",
        sources: ["Apple-PortraitUpsideDown"],
        alternative: "An iPhone without a Home button turns upside down as any other iPhone "
          + "does when its controller allows it.")
    case .splitView:
      RuleEvidence(
        tag: .several, section: "§2",
        statement: "Split View and Slide Over exist only on an iPad Air 2 on iOS 9 or later, "
          + "and only for an app shown natively, never for an iPhone app in compatibility mode.",
        sources: ["MacRumors-SplitView", "iPhoneHacks-iOS9", "Hackworth"],
        alternative: "Split View is offered everywhere else (iPhones, the iPad 2, iOS 5 to 8, "
          + "iPhone apps in compatibility or zoomed mode) and refused on an iPad Air 2 running "
          + "a universal app from iOS 9.")
    case .splitViewPaneWidth:
      RuleEvidence(
        tag: .model, section: "§4",
        statement: "In Split View the app's pane is 320 pt wide, the narrow pane of a 768 pt "
          + "screen, so that the window no longer starts at the screen's origin.",
        sources: [],
        alternative: "The pane is 384 pt wide, half of a 768 pt screen.")
    case .stageManager:
      RuleEvidence(
        tag: .several, section: "§9",
        statement: "Stage Manager, windows smaller than the screen that the user places and "
          + "resizes, exists on the iPad Pro 11-inch, every generation, from iPadOS 16.1, the "
          + "first iPadOS 16 released, for an app shown natively.",
        sources: ["Inverse-iPadOS16.1", "Apfelpatient-StageManager"],
        alternative: "Stage Manager is offered on every other device and release (iPhones, the "
          + "iPad Air 2, iOS 5 to 16.0, iPhone apps in compatibility mode) and refused on an "
          + "iPad Pro 11-inch from iPadOS 16.1.")
    case .windowCoordinatesStartAtTheWindow:
      RuleEvidence(
        tag: .apple, section: "§6",
        statement: "A window's base coordinates, which convert(_:from: nil) converts from, "
          + "begin at the window's own top-left corner wherever it sits on the screen, while "
          + "the keyboard's frames are in the screen's coordinate space: where the app is not "
          + "full screen (Split View, Stage Manager) a keyboard frame converted from nil is off "
          + "by the window's place on the screen.",
        sources: ["Apple-FrameKeys", "Apple-Convert", "Apple-KeyboardWillShow"],
        alternative: "UIKit adds the window's place: converting a keyboard frame from nil gives "
          + "the keyboard in the view's coordinates wherever the window sits.")

    // MARK: - Animation (§5)

    case .animationsAreAdditive:
      RuleEvidence(
        tag: .several, section: "§5",
        statement: "From iOS 8 a second animation without beginFromCurrentState is added to the "
          + "one in flight, which keeps running [S], and before iOS 8 the one in flight ends at "
          + "once and the view jumps to its end [A].",
        sources: ["WWDC14-236", "Iosoteric", "Ronnqvist", "Apple-SetBFCS"],
        alternative: "Animations add up on iOS 5 to 7, and from iOS 8 the animation in flight "
          + "ends at once and the view jumps to its end.")

    // MARK: - Hazards (§8)

    case .hardwareKeyboardLeavesShortcutBar:
      RuleEvidence(
        tag: .model, section: "§8.1",
        statement: "On iPad from iOS 9 a hardware keyboard leaves the Shortcut Bar on screen, "
          + "posted as a will-show whose end frame keeps the full keyboard's height with all but "
          + "the bar below the screen [S], while iPads before iOS 9 hide the software keyboard "
          + "[S; the hide without a bar is 1] and iPhones get no bar [M].",
        sources: ["SO-32319697", "IQKM-469", "CoconutKit-36", "Newbe"],
        alternative: "The Shortcut Bar is left on iPhones (every version) and on iPads before "
          + "iOS 9, and on iPad from iOS 9 the software keyboard hides.")
    case .hardwareKeyboardLeavesCandidateBarOnPhone:
      RuleEvidence(
        tag: .model, section: "§8.1",
        statement: "On iPhone from iOS 9 a hardware keyboard leaves the Japanese keyboard's "
          + "candidate bar (its 36 pt row) on screen, reported like the iPad's Shortcut Bar: the "
          + "full keyboard's frame, all but the bar below the screen.",
        sources: [],
        alternative: "The candidate bar is left on iPhones before iOS 9 and on iPads before "
          + "iOS 9 (54 pt), and on iPhone from iOS 9 the Japanese keyboard hides like any other.")
    case .hardwareKeyboardToolbarIsCentred:
      RuleEvidence(
        tag: .model, section: "§8.1",
        statement: "From iPadOS 15 a hardware keyboard leaves a small toolbar centred at the "
          + "screen's bottom, not the full-width Shortcut Bar [1], and the notifications report "
          + "its own frame, 400 pt wide and as tall as the Shortcut Bar, not the software "
          + "keyboard's frame mostly below the screen (the frame [1], its size [M]).",
        sources: ["gutenberg-mobile-4370", "Flutter-120873"],
        alternative: "iPadOS 15 and later keep iOS 9's full-width Shortcut Bar, reported as the "
          + "software keyboard's full frame with all but the bar below the screen.")
    case .minimisedToolbarActsAsKeyboardOnlyInStageManager:
      RuleEvidence(
        tag: .model, section: "§8.1",
        statement: "The user can flick the toolbar down to a mini toolbar, which outside Stage "
          + "Manager does not act as part of the keyboard and overlaps the app's views, while in "
          + "Stage Manager it does [A]; outside, a will-change-frame and a will-hide report the "
          + "toolbar gone below the screen, and inside, a will-change-frame reports the mini "
          + "toolbar's frame, 120 pt wide at the screen's bottom right-hand corner and as tall as "
          + "the toolbar [M].",
        sources: ["WWDC23-Keyboard"],
        alternative: "The mini toolbar acts as part of the keyboard outside Stage Manager too, "
          + "reported with its own frame as it is inside.")
    case .shortcutBarHeight:
      RuleEvidence(
        tag: .one, section: "§8.1",
        statement: "The Shortcut Bar a hardware keyboard leaves is 55 pt tall on screen.",
        sources: ["SO-32319697"],
        alternative: "The Shortcut Bar is 44 pt tall.")
    case .undockableKeyboard:
      RuleEvidence(
        tag: .several, section: "§8.2",
        statement: "The keyboard can be undocked and split on iPad from iOS 5, so on every "
          + "version modelled, and never on iPhone.",
        sources: ["Themainthread", "SO-10749311"],
        alternative: "iPhones can undock and split the keyboard, and iPads cannot.")
    case .undockingPostsHide:
      RuleEvidence(
        tag: .one, section: "§8.2",
        statement: "Undocking or splitting a docked keyboard posts WillHide after its "
          + "WillChangeFrame [1] (the end frame, the docked rectangle just below the screen, is "
          + "[M]; only the frame-change pair while undocked is [S]).",
        sources: ["SO-10749311", "Ogeek", "Themainthread"],
        alternative: "Undocking or splitting posts only the frame-change pair, no hide.")
    case .dockingPostsShowTwice:
      RuleEvidence(
        tag: .model, section: "§8.2",
        statement: "On iOS 9 docking the keyboard posts WillChangeFrame, DidChangeFrame, "
          + "WillShow, WillChangeFrame, WillShow, then DidChangeFrame and DidShow twice [1], and "
          + "other versions post WillChangeFrame and WillShow once [M].",
        sources: ["Openradar-25032907"],
        alternative: "Every version but iOS 9 posts the docking keyboard's show twice, and "
          + "iOS 9 once.")
    case .interactiveDismissal:
      RuleEvidence(
        tag: .apple, section: "§9",
        statement: "From iOS 7 a scroll view can dismiss the keyboard interactively, the finger "
          + "dragging it down; every demo is taken to have such a scroll view [M].",
        sources: ["Apple-KeyboardDismissMode"],
        alternative: "Interactive dismissal exists before iOS 7 and not from iOS 7.")
    case .interactiveDismissalPostsOnRelease:
      RuleEvidence(
        tag: .several, section: "§9",
        statement: "While the finger drags the keyboard down nothing is posted; WillChangeFrame "
          + "and WillHide come once it is off the screen, from where the finger left it.",
        sources: ["Openradar-15341512", "KLG-freshOS-17", "KLG-freshOS-35"],
        alternative: "The hide is posted as the drag begins, as a tap on the background's "
          + "would be.")
    case .floatingKeyboard:
      RuleEvidence(
        tag: .one, section: "§9",
        statement: "From iOS 13 an iPad's keyboard can float: it shrinks to a phone-sized keyboard "
          + "at the screen's left side that the finger can move anywhere; before iOS 13, and on "
          + "an iPhone, there is none.",
        sources: ["Vernroseman-FloatingKeyboard"],
        alternative: "The floating keyboard exists on iPads before iOS 13 and not from iOS 13.")
    case .floatingKeyboardPostsHide:
      RuleEvidence(
        tag: .several, section: "§9",
        statement: "Floating the docked keyboard posts WillChangeFrame and WillHide, docking it "
          + "again WillChangeFrame and WillShow, as for an undocked keyboard: QMUI's notes, "
          + "written of iOS 8 to 10, and MeshCoreOne #139 (2026), \"iOS sends keyboardWillHide "
          + "for floating/undocked keyboards\". The sources disagree: "
          + "flutter_keyboard_visibility #162 (2024) saw no WillShow or WillHide for the "
          + "floating keyboard, only the frame change, which the alternative runs.",
        sources: ["QMUI-KeyboardManager", "MeshCoreOne-139", "FlutterKeyboardVisibility-162"],
        alternative: "Floating the docked keyboard posts WillChangeFrame alone, no WillHide "
          + "(flutter_keyboard_visibility #162: the floating keyboard triggers only the frame "
          + "change); docking it still posts WillShow.")
    case .movingFloatingKeyboardPostsEmptyFrame:
      RuleEvidence(
        tag: .one, section: "§9",
        statement: "Moving a keyboard that is not docked posts WillChangeFrame only, its begin "
          + "frame where the keyboard was and its end frame empty (0, 0, 0, 0).",
        sources: ["QMUI-KeyboardManager"],
        alternative: "Moving it posts WillChangeFrame with the frame where it was put down as "
          + "its end frame.")
    case .quickTypeToggleDuration:
      RuleEvidence(
        tag: .model, section: "§8.3",
        statement: "Toggling the QuickType bar reports a duration of 0 [S], so the keyboard's "
          + "height changes at once with animations disabled [M].",
        sources: ["SMNH2", "Capacitor-287"],
        alternative: "A toggle reports 0.25 s and the keyboard's height animates over it.")
    case .rotationPostsKeyboardPairTwiceOnIOS8Point3:
      RuleEvidence(
        tag: .model, section: "§8.4",
        statement: "On iPad on iOS 8.3 a rotation posts the keyboard's will-hide and will-show "
          + "twice [1], the second hide leaving from where the first show put the new "
          + "orientation's keyboard [M], while iPhones on 8.3 and every other release post them "
          + "once [M].",
        sources: ["F5706"],
        alternative: "Every device and release but iPad on 8.3 posts the rotation's pair twice, "
          + "and iPad on 8.3 once.")
    case .quickTypeTogglePostsWillShow:
      RuleEvidence(
        tag: .several, section: "§8.3",
        statement: "A QuickType toggle posts WillChangeFrame and WillShow again on every version "
          + "with the bar (iOS 8 on), though a keyboard switch stops posting the will-show from "
          + "iOS 11: the reports concern different changes, and both hold.",
        sources: ["SMNH2", "Capacitor-287"],
        alternative: "A QuickType toggle posts only the frame-change pair, on every version.")
    case .otherAppsKeyboardIsNotLocal:
      RuleEvidence(
        tag: .apple, section: "§8.5",
        statement: "A keyboard another app brings up in Split View or Slide Over reaches this "
          + "app with UIKeyboardIsLocalUserInfoKey NO [A/S] (that it spans the whole screen is "
          + "[M]).",
        sources: ["Apple-IsLocal", "IQKM-556", "Openradar-48608694"],
        alternative: "The other app's keyboard arrives with UIKeyboardIsLocalUserInfoKey YES, "
          + "as if it were this app's own.")
    case .doubleHeightStatusBar:
      RuleEvidence(
        tag: .model, section: "§8.6",
        statement: "On an iPhone in the hand the status bar can grow to double height during a "
          + "call, tethering or a recording, on every version modelled [S], and iPads have none, "
          + "not even for an iPhone app in compatibility mode [M].",
        sources: ["SO-InCall", "Y310-2014", "Flutter-4436"],
        alternative: "iPads (and the iPhone apps they run) get the double-height status bar, "
          + "and iPhones none.")
    case .doubleHeightStatusBarExtra:
      RuleEvidence(
        tag: .several, section: "§8.6",
        statement: "The double-height status bar is 20 pt taller (40 pt), so the root view "
          + "moves down 20 pt and loses 20 pt of height, the same in every orientation.",
        sources: ["SO-InCall", "Y310-2014", "Flutter-4436"],
        alternative: "It is 40 pt taller (60 pt), so the root view moves down and loses 40 pt.")
    case .statusBarChangeDuration:
      RuleEvidence(
        tag: .model, section: "§8.6",
        statement: "The root view follows the status bar's change of height in a 0.25 s "
          + "ease-in-out animation, and no keyboard notification is posted.",
        sources: [],
        alternative: "The root view jumps to its new frame at once (0 s).")
    case .reduceMotion:
      RuleEvidence(
        tag: .several, section: "§8.7",
        statement: "Reduce Motion is a setting from iOS 7, which apps can read from iOS 8 "
          + "(UIAccessibilityIsReduceMotionEnabled).",
        sources: ["Sanspoint-ReduceMotion", "SO-20361033"],
        alternative: "Reduce Motion exists on iOS 5 and 6 only, not from iOS 7.")
    case .reduceMotionChangesKeyboard:
      RuleEvidence(
        tag: .model, section: "§8.7",
        statement: "Reduce Motion alone leaves the keyboard's slide and its notifications "
          + "unchanged.",
        sources: [],
        alternative: "Reduce Motion alone makes the keyboard cross-fade in place as the "
          + "cross-fade option does, with its zero will-hide end frame.")
    case .crossFadeTransitions:
      RuleEvidence(
        tag: .apple, section: "§8.7",
        statement: "Reduce Motion's Prefer Cross-Fade Transitions option exists from iOS 14, "
          + "when it was introduced, and is absent before.",
        sources: ["Apple-CrossFade"],
        alternative: "The cross-fade option exists on iOS 5 to 13 and not from iOS 14.")
    case .crossFadeHideEndFrameIsEmpty:
      RuleEvidence(
        tag: .several, section: "§8.7",
        statement: "With Reduce Motion's cross-fade, where the keyboard fades in place instead "
          + "of sliding, the will-hide's end frame is the empty (zero) rectangle, as three reports "
          + "have it; a fourth logged a sliver below the screen, (0, 812, 375, 71) on a 375 × 812 "
          + "iPhone (RxKeyboard-107), which is the alternative.",
        sources: ["FinniversKit-1208", "KLG-freshOS-39", "RN-29974"],
        alternative: "With the cross-fade the will-hide's end frame lies below the screen, its top "
          + "at the screen's bottom, as RxKeyboard-107's sliver does.")
    case .backgroundHidesKeyboardWithoutAnimation:
      RuleEvidence(
        tag: .model, section: "§8.8",
        statement: "Going to the background with the keyboard up posts its hide with animations "
          + "disabled, so it lands at once as the app leaves the screen.",
        sources: ["Flutter-37719"],
        alternative: "Going to the background hides the keyboard with its usual 0.25 s "
          + "animation.")

    // MARK: - Scroll views (§8.9)

    case .contentInsetAnimates:
      RuleEvidence(
        tag: .model, section: "§8.9",
        statement: "A content inset set inside an animation block moves what the user sees "
          + "(the content offset it implies, the scrollable area's edge) with that animation.",
        sources: [],
        alternative: "A content inset lands at once even inside an animation block, a "
          + "keyboard-high jump in every inset technique.")
    case .scrollViewsAddTheSafeArea:
      RuleEvidence(
        tag: .apple, section: "§8.9",
        statement: "From iOS 11 what a scroll view can show is bounded by its "
          + "adjustedContentInset, its contentInset plus the safe area's insets as "
          + "contentInsetAdjustmentBehavior says, so on a device without a home button a "
          + "keyboard-high bottom inset ends the content 34 pt above the keyboard.",
        sources: ["Apple-AdjustedContentInset", "Apple-ContentInsetAdjustmentBehavior"],
        alternative: "A scroll view's content inset is what it shows on every release; the safe "
          + "area adds nothing.")

    // MARK: - Actions during a rotation (§8.10)

    case .touchesIgnoredDuringRotation:
      RuleEvidence(
        tag: .model, section: "§8.10",
        statement: "Taps on the text field, the background or the globe key that arrive while "
          + "the interface rotates are dropped, not delivered late [A/1], on iOS 5 to 11 and "
          + "for the whole rotation [M].",
        sources: ["UIApplication.h", "Apple-IgnoringEvents", "PSPDFKit-2016"],
        alternative: "Taps are delivered during a rotation, so one can dismiss the keyboard "
          + "mid-rotation.")
    case .rotationWaitsForRotation:
      RuleEvidence(
        tag: .model, section: "§8.10",
        statement: "A device turned again mid-rotation starts no second rotation at once [1]: "
          + "the interface turns right after the first rotation's completion, to the last "
          + "orientation asked for [M].",
        sources: ["UIKitCore class dumps", "PSPDFKit-2016"],
        alternative: "The second rotation starts at once and overlaps the first's animation and "
          + "its keyboard hide and show.")
    }
  }
}
