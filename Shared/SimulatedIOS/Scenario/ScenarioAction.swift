import SimulatedUIKit

/// Something the user does to the device, as a scenario file spells it.
public enum ScenarioAction: Equatable, Codable, Sendable {
  /// What a tap lands on.
  public enum TapTarget: String, CaseIterable, Codable, Sendable {
    /// `text-field`: the text field, which brings the keyboard up.
    case textField = "text-field"
    /// `background`: the root view, where the controller's tap recognizer sends the keyboard away.
    case background
  }

  /// The app's share of the screen in Split View.
  public enum SplitViewPane: String, CaseIterable, Codable, Sendable {
    /// The right-hand pane, a third of the screen.
    case narrow
    /// The whole screen again.
    case full
  }

  /// `tap text-field` brings the keyboard up; `tap background` sends it away (the controller's
  /// tap recognizer resigns the field).
  case tap(TapTarget)
  /// `rotate landscape-left`: turn the device until the interface follows.
  case rotate(UIInterfaceOrientation)
  /// `tilt`: dip the device back and up again, without rotating the interface.
  case tilt
  /// `return`: tap the keyboard's return key; the text field that is first responder asks its
  /// delegate `textFieldShouldReturn(_:)`.
  case returnKey
  /// `switch-keyboard emoji`: switch to another keyboard while one is up.
  case switchKeyboard(KeyboardKind)
  /// `split-view narrow`: resize the app into Split View (iPad, iOS 9 and later).
  case splitView(SplitViewPane)
  /// `stage-manager 107 60 620 900`: put the app in a Stage Manager window at that place and
  /// size, or move and resize the one it is in; `stage-manager full` (`nil`) gives it the whole
  /// screen again (iPad Pro, iPadOS 16.1 and later).
  case stageManager(StageManagerWindow?)
  /// `face-up`: lay the device flat on its back; the interface stays as it is, the device's own
  /// orientation (`UIDevice.current.orientation`) becomes `faceUp`.
  case faceUp
  /// `interactive-dismiss`: the finger drags the keyboard down and off the screen from a scroll
  /// view that dismisses it interactively (iOS 7 and later).
  case interactiveDismiss
  /// `face-down`: lay the device flat on its face; likewise `faceDown`.
  case faceDown
  /// `hardware-keyboard attach`: connect or disconnect a hardware keyboard.
  case hardwareKeyboard(HardwareKeyboardChange)
  /// `minimise-toolbar`: flick the hardware keyboard's toolbar down to the mini toolbar;
  /// `restore-toolbar`: bring the full toolbar back (iPad, iPadOS 15 and later).
  case hardwareToolbar(HardwareToolbarChange)
  /// `ipad-keyboard undock`: undock, split or dock the iPad's keyboard.
  case ipadKeyboard(IPadKeyboardMove)
  /// `quicktype off`: hide or show the QuickType bar (iOS 8 and later).
  case quickType(QuickTypeBar)
  /// `other-app-keyboard show`: another app on screen brings its keyboard up or down (iPad, iOS 9
  /// and later).
  case otherAppKeyboard(OtherAppKeyboardChange)
  /// `status-bar double`: the in-call status bar comes or goes (iPhone).
  case statusBar(StatusBarHeight)
  /// `reduce-motion cross-fade`: change the Reduce Motion setting.
  case reduceMotion(ReduceMotionSetting)
  /// `app background`: leave the app, or come back to it.
  case app(AppTransition)
  /// `fault zero-frame`: arm a fault for the next keyboard notification it fits.
  case fault(KeyboardFault)

  /// Whether the action only sets the stage for what a scenario is about: a tap, or attaching or
  /// detaching a hardware keyboard, which the toolbar's steps need. A run whose every other step
  /// cannot happen on its device and release is `n/a` (`SchmeeboardRun`).
  public var isSetup: Bool {
    switch self {
    case .tap, .hardwareKeyboard: true
    default: false
    }
  }

  /// The action as a scenario file spells it.
  public var scriptText: String {
    switch self {
    case .tap(let target): "tap \(target.rawValue)"
    case .rotate(let orientation): "rotate \(orientation.scenarioName)"
    case .tilt: "tilt"
    case .returnKey: "return"
    case .switchKeyboard(let kind): "switch-keyboard \(kind.rawValue)"
    case .splitView(let pane): "split-view \(pane.rawValue)"
    case .stageManager(let window): "stage-manager \(window?.scriptText ?? "full")"
    case .faceUp: "face-up"
    case .interactiveDismiss: "interactive-dismiss"
    case .faceDown: "face-down"
    case .hardwareKeyboard(let change): "hardware-keyboard \(change.rawValue)"
    case .hardwareToolbar(let change): "\(change.rawValue)-toolbar"
    case .ipadKeyboard(let move): "ipad-keyboard \(move.rawValue)"
    case .quickType(let bar): "quicktype \(bar.rawValue)"
    case .otherAppKeyboard(let change): "other-app-keyboard \(change.rawValue)"
    case .statusBar(let height): "status-bar \(height.rawValue)"
    case .reduceMotion(let setting): "reduce-motion \(setting.rawValue)"
    case .app(let transition): "app \(transition.rawValue)"
    case .fault(let fault): "fault \(fault.scriptText)"
    }
  }
}
