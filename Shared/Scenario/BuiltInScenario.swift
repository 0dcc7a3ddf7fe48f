/// The scenarios every variant knows by name, written in the scenario format: `--list` prints them
/// and users start from a copy.
nonisolated public enum BuiltInScenario: String, CaseIterable, Sendable {
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
  /// `split-view`: show the keyboard, go into Split View (iPad, iOS 9+), hide it, go full screen.
  case splitView = "split-view"
  /// `switch-keyboard`: show the keyboard, then switch to the taller emoji keyboard and stay.
  case switchKeyboard = "switch-keyboard"

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
      # Show the keyboard, resize the app into Split View (iPad, iOS 9+), hide it, go full screen.
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
    }
  }

  /// The parsed scenario. The texts are ours and tested, so a failure here is a programming error.
  public var scenario: Scenario {
    do {
      return try ScenarioParser(fileName: rawValue).parse(text, name: rawValue)
    } catch {
      preconditionFailure("built-in scenario \(rawValue) does not parse: \(error)")
    }
  }
}
