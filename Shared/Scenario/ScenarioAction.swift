/// Something the user does to the device, as a scenario file spells it.
nonisolated public enum ScenarioAction: Equatable, Sendable {
  /// What a tap lands on.
  public enum TapTarget: String, CaseIterable, Sendable {
    /// `text-field`: the text field, which brings the keyboard up.
    case textField = "text-field"
    /// `background`: the root view, where the controller's tap recognizer sends the keyboard away.
    case background
  }

  /// The app's share of the screen in Split View.
  public enum SplitViewPane: String, CaseIterable, Sendable {
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
  /// `switch-keyboard emoji`: switch to another keyboard while one is up.
  case switchKeyboard(KeyboardKind)
  /// `split-view narrow`: resize the app into Split View (iPad, iOS 9 and later).
  case splitView(SplitViewPane)

  /// The action as a scenario file spells it.
  public var scriptText: String {
    switch self {
    case .tap(let target): "tap \(target.rawValue)"
    case .rotate(let orientation): "rotate \(orientation.scenarioName)"
    case .tilt: "tilt"
    case .switchKeyboard(let kind): "switch-keyboard \(kind.rawValue)"
    case .splitView(let pane): "split-view \(pane.rawValue)"
    }
  }
}
