import SimulatedUIKit
import Synchronization

/// The scenarios every variant knows by name, written in the scenario format: `--list` prints them
/// and users start from a copy.
public enum BuiltInScenario: String, CaseIterable, Sendable {
  /// `show-hide`: show the keyboard, then hide it.
  case showHide = "show-hide"
  /// `rotate`: show the keyboard in portrait, rotate to landscape and back, hide it.
  case rotate
  /// `dip`: show the keyboard, dip the device back and up without rotating, hide it.
  case dip
  /// `rotate-no-keyboard`: rotate to landscape and back with no keyboard up.
  case rotateNoKeyboard = "rotate-no-keyboard"
  /// `rotate-180`: show the keyboard in landscape, turn it half way round, back to portrait,
  /// hide it.
  case rotate180 = "rotate-180"
  /// `split-view`: show the keyboard, go into Split View (iPad, iOS 9 to 18), hide it, go full
  /// screen.
  case splitView = "split-view"
  /// `switch-keyboard`: show the keyboard, then switch to the taller emoji keyboard and stay.
  case switchKeyboard = "switch-keyboard"
  /// `hardware-keyboard`: attach and detach a hardware keyboard while the field has the keyboard.
  case hardwareKeyboard = "hardware-keyboard"
  /// `hardware-kana`: the same with the Japanese keyboard, whose candidate bar stays (iOS 9+).
  case hardwareKana = "hardware-kana"
  /// `minimise-toolbar`: with a hardware keyboard attached, minimise its toolbar and restore it
  /// (iPad, iPadOS 15+).
  case minimiseToolbar = "minimise-toolbar"
  /// `stage-mini-toolbar`: the same in a Stage Manager window that reaches the screen's
  /// bottom (iPad Pro, iPadOS 16.1+).
  case stageMiniToolbar = "stage-mini-toolbar"
  /// `undock-keyboard`: undock, split and dock the iPad's keyboard while it is up.
  case undockKeyboard = "undock-keyboard"
  /// `floating-keyboard`: float the iPad's keyboard, move it, dock it again (iOS 13+).
  case floatingKeyboard = "floating-keyboard"
  /// `interactive-dismiss`: drag the keyboard off the screen from a scroll view (iOS 7+).
  case interactiveDismiss = "interactive-dismiss"
  /// `stage-manager`: in a Stage Manager window short of the screen's bottom, show the keyboard,
  /// make the window taller, hide the keyboard, go full screen (iPad Pro, iPadOS 16.1+).
  case stageManager = "stage-manager"
  /// `quicktype-toggle`: hide and show the QuickType bar while the keyboard is up (iOS 8+).
  case quickTypeToggle = "quicktype-toggle"
  /// `rotate-ios8.3`: the `rotate` scenario on iOS 8.3, which posted the pair twice on iPad.
  case rotateIOS83 = "rotate-ios8.3"
  /// `other-app-keyboard`: in Split View, another app's keyboard comes and goes (iPad, iOS 9 to
  /// 18).
  case otherAppKeyboard = "other-app-keyboard"
  /// `in-call-status-bar`: the double-height status bar comes and goes around the keyboard.
  case inCallStatusBar = "in-call-status-bar"
  /// `reduce-motion`: show and hide the keyboard with Reduce Motion on (iOS 7+).
  case reduceMotion = "reduce-motion"
  /// `cross-fade`: show and hide the keyboard with Reduce Motion's cross-fade (iOS 14+).
  case crossFade = "cross-fade"
  /// `background`: go to the home screen and back with the keyboard up.
  case background
  /// `fault-missing-key`: a will-hide without its end frame, then a show and a hide.
  case faultMissingKey = "fault-missing-key"
  /// `fault-wrong-type`: a will-hide with a string for its duration, then a show and a hide.
  case faultWrongType = "fault-wrong-type"
  /// `fault-zero-frame`: a will-hide whose end frame is zero, then a show and a hide.
  case faultZeroFrame = "fault-zero-frame"
  /// `fault-duplicate`: a will-hide posted twice, then a show and a hide.
  case faultDuplicate = "fault-duplicate"
  /// `fault-drop`: a will-hide never posted, then a show and a hide.
  case faultDrop = "fault-drop"

  /// Whether it runs one of the hazards; `MATRIX.md` gives those a table of their own.
  public var isHazard: Bool {
    switch self {
    case .showHide, .rotate, .dip, .rotateNoKeyboard, .rotate180, .splitView, .switchKeyboard:
      false
    default:
      true
    }
  }

  /// The scenarios of the original posts and their corrections, without the hazards.
  public static var classic: [BuiltInScenario] { allCases.filter { !$0.isHazard } }

  /// The scenarios that run the hazards.
  public static var hazards: [BuiltInScenario] { allCases.filter(\.isHazard) }

  /// The scenario a run uses when none is named: the rotation the original posts are about.
  public static let standard = BuiltInScenario.rotate

  /// The scenario's text, exactly as a file would hold it.
  public var text: String {
    switch self {
    case .showHide:
      """
      # Show the keyboard, then hide it.
      at 0 tap text-field
      at 1 tap background

      """
    case .rotate:
      """
      # Show the keyboard in portrait, rotate to landscape, rotate back, hide it.
      at 0 tap text-field
      at 1 rotate landscape-left
      at 2 rotate portrait
      at 3 tap background

      """
    case .dip:
      """
      # Show the keyboard, dip the device back and up again without rotating, hide it.
      at 0 tap text-field
      at 1 tilt
      at 2 tap background

      """
    case .rotateNoKeyboard:
      """
      # Rotate to landscape and back with no keyboard up.
      at 0 rotate landscape-left
      at 1 rotate portrait

      """
    case .rotate180:
      """
      # Show the keyboard in landscape, turn it half way round, back to portrait, hide it.
      at 0 rotate landscape-left
      at 1 tap text-field
      at 2 rotate landscape-right
      at 3 rotate portrait
      at 4 tap background

      """
    case .splitView:
      """
      # Show the keyboard, resize the app into Split View (iPad, iOS 9 to 18), hide it, go full screen.
      at 0 tap text-field
      at 1 split-view narrow
      at 2 tap background
      at 3 split-view full

      """
    case .switchKeyboard:
      """
      # Show the keyboard, then switch to the taller emoji keyboard and stay.
      at 0 tap text-field
      at 1 switch-keyboard emoji

      """
    case .hardwareKeyboard:
      """
      # Show the keyboard, attach a hardware keyboard, detach it, hide the keyboard.
      at 0 tap text-field
      at 1 hardware-keyboard attach
      at 2 hardware-keyboard detach
      at 3 tap background

      """
    case .hardwareKana:
      """
      # With the Japanese keyboard up, attach a hardware keyboard, detach it, hide the keyboard.
      at 0 tap text-field
      at 0.5 switch-keyboard japanese
      at 1 hardware-keyboard attach
      at 2 hardware-keyboard detach
      at 3 tap background

      """
    case .minimiseToolbar:
      """
      # With a hardware keyboard attached, minimise its toolbar, restore it, detach the keyboard, hide it (iPad, iPadOS 15+).
      at 0 tap text-field
      at 1 hardware-keyboard attach
      at 2 minimise-toolbar
      at 3 restore-toolbar
      at 4 hardware-keyboard detach
      at 5 tap background

      """
    case .stageMiniToolbar:
      """
      # The same in a Stage Manager window that reaches the screen's bottom, then full screen (iPad Pro, iPadOS 16.1+).
      at 0 stage-manager 107 60 620 1134
      at 1 tap text-field
      at 2 hardware-keyboard attach
      at 3 minimise-toolbar
      at 4 restore-toolbar
      at 5 hardware-keyboard detach
      at 6 tap background
      at 7 stage-manager full

      """
    case .undockKeyboard:
      """
      # Show the keyboard, undock it, split it, dock it again, hide it (iPad).
      at 0 tap text-field
      at 1 ipad-keyboard undock
      at 2 ipad-keyboard split
      at 3 ipad-keyboard dock
      at 4 tap background

      """
    case .floatingKeyboard:
      """
      # Show the keyboard, float it, move it, dock it again, hide it (iPad, iOS 13+).
      at 0 tap text-field
      at 1 ipad-keyboard float
      at 2 ipad-keyboard drag
      at 3 ipad-keyboard dock
      at 4 tap background

      """
    case .interactiveDismiss:
      """
      # Show the keyboard, drag it down off the screen from a scroll view, show it again, hide it (iOS 7+).
      at 0 tap text-field
      at 1 interactive-dismiss
      at 2 tap text-field
      at 3 tap background

      """
    case .stageManager:
      """
      # In a Stage Manager window short of the screen's bottom, show the keyboard, make the window taller, hide it, go full screen (iPad Pro, iPadOS 16.1+).
      at 0 stage-manager 107 60 620 900
      at 1 tap text-field
      at 2 stage-manager 107 60 620 1040
      at 3 tap background
      at 4 stage-manager full

      """
    case .quickTypeToggle:
      """
      # Show the keyboard, hide the QuickType bar, show it again, hide the keyboard (iOS 8+).
      at 0 tap text-field
      at 1 quicktype off
      at 2 quicktype on
      at 3 tap background

      """
    case .rotateIOS83:
      """
      # The rotate scenario on iOS 8.3, which posted the keyboard's hide and show twice on iPad.
      ios 8.3
      at 0 tap text-field
      at 1 rotate landscape-left
      at 2 rotate portrait
      at 3 tap background

      """
    case .otherAppKeyboard:
      """
      # In Split View, another app brings its keyboard up and down (iPad, iOS 9 to 18).
      at 0 split-view narrow
      at 1 other-app-keyboard show
      at 2 other-app-keyboard hide
      at 3 split-view full

      """
    case .inCallStatusBar:
      """
      # A call starts with the keyboard up; hide and show it; the call ends (iPhone).
      at 0 tap text-field
      at 1 status-bar double
      at 2 tap background
      at 3 tap text-field
      at 4 status-bar single
      at 5 tap background

      """
    case .reduceMotion:
      """
      # With Reduce Motion on, show the keyboard, then hide it (iOS 7+).
      at 0 reduce-motion on
      at 0 tap text-field
      at 1 tap background

      """
    case .crossFade:
      """
      # With Reduce Motion's cross-fade, show the keyboard, then hide it (iOS 14+).
      at 0 reduce-motion cross-fade
      at 0 tap text-field
      at 1 tap background

      """
    case .background:
      """
      # Show the keyboard, go to the home screen, come back, hide the keyboard.
      at 0 tap text-field
      at 1 app background
      at 2 app foreground
      at 3 tap background

      """
    case .faultMissingKey:
      """
      # A will-hide without its end frame, then show and hide the keyboard again.
      at 0 tap text-field
      at 1 fault missing-key UIKeyboardFrameEndUserInfoKey
      at 1 tap background
      at 2 tap text-field
      at 3 tap background

      """
    case .faultWrongType:
      """
      # A will-hide with a string for its duration, then show and hide the keyboard again.
      at 0 tap text-field
      at 1 fault wrong-type UIKeyboardAnimationDurationUserInfoKey
      at 1 tap background
      at 2 tap text-field
      at 3 tap background

      """
    case .faultZeroFrame:
      """
      # A will-hide whose end frame is zero, then show and hide the keyboard again.
      at 0 tap text-field
      at 1 fault zero-frame
      at 1 tap background
      at 2 tap text-field
      at 3 tap background

      """
    case .faultDuplicate:
      """
      # A will-hide posted twice, then show and hide the keyboard again.
      at 0 tap text-field
      at 1 fault duplicate-next
      at 1 tap background
      at 2 tap text-field
      at 3 tap background

      """
    case .faultDrop:
      """
      # A will-hide never posted, then show and hide the keyboard again.
      at 0 tap text-field
      at 1 fault drop-next UIKeyboardWillHide
      at 1 tap background
      at 2 tap text-field
      at 3 tap background

      """
    }
  }

  /// The parsed scenario, parsed once a process, on its first use.
  public var scenario: Scenario {
    let index = Self.allCases.firstIndex(of: self)!
    if let parsed = Self.parsed.withLock({ $0[index] }) { return parsed }
    // Two threads may both parse it first; they make the same scenario.
    let parsed = parsedAlone()
    Self.parsed.withLock { $0[index] = parsed }
    return parsed
  }

  /// This scenario parsed from `text` now, alone, as `scenario` does on its first use. The texts
  /// are ours and tested, so a failure here is a programming error.
  public func parsedAlone() -> Scenario {
    do {
      return try ScenarioParser(fileName: rawValue).parse(text, name: rawValue)
    } catch {
      fatalError("built-in scenario \(rawValue) does not parse: \(error)")
    }
  }

  /// The built-in scenarios parsed so far, in the order of `allCases`, `nil` where not yet
  /// parsed: each on its first use, since a matrix runs 7 of the 27 and a single run one (parsing
  /// them all took some 5.5 million instructions). A list, not a dictionary, whose first use
  /// would scan every conformance record in the process for the key's `Hashable`.
  private static let parsed = Mutex<[Scenario?]>(Array(repeating: nil, count: allCases.count))
}
