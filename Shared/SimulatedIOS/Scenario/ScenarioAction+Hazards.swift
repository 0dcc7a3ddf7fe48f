/// The arguments of the hazard actions, as scenario files spell them.
extension ScenarioAction {
  /// `hardware-keyboard attach|detach`.
  public enum HardwareKeyboardChange: String, CaseIterable, Codable, Sendable {
    /// A hardware keyboard is connected: the software keyboard gives way to it.
    case attach
    /// It is disconnected: the software keyboard comes back for a focused field.
    case detach
  }

  /// `minimise-toolbar` and `restore-toolbar`: the verb names the change, since each takes no
  /// argument.
  public enum HardwareToolbarChange: String, CaseIterable, Codable, Sendable {
    /// The toolbar a hardware keyboard leaves is flicked down to the mini toolbar.
    case minimise
    /// The full toolbar comes back.
    case restore
  }

  /// `ipad-keyboard undock|split|dock|float|drag`.
  public enum IPadKeyboardMove: String, CaseIterable, Codable, Sendable {
    /// The keyboard floats whole in the middle of the screen.
    case undock
    /// The keyboard floats in two halves.
    case split
    /// The keyboard goes back to the bottom of the screen.
    case dock
    /// The keyboard shrinks to the small floating keyboard of iPadOS 13 and later.
    case float
    /// The finger drags the floating keyboard somewhere else.
    case drag
  }

  /// `quicktype off|on`: the QuickType bar above the keys.
  public enum QuickTypeBar: String, CaseIterable, Codable, Sendable {
    /// The bar is hidden: the keyboard is shorter.
    case off
    /// The bar is shown again.
    case on
  }

  /// `other-app-keyboard show|hide`: the keyboard of another app on screen.
  public enum OtherAppKeyboardChange: String, CaseIterable, Codable, Sendable {
    /// The other app's field becomes first responder.
    case show
    /// It resigns.
    case hide
  }

  /// `status-bar double|single`: the in-call (tethering, recording) status bar.
  public enum StatusBarHeight: String, CaseIterable, Codable, Sendable {
    /// A call begins: the status bar is 40 pt tall.
    case double
    /// It ends: 20 pt again.
    case single
  }

  /// `reduce-motion off|on|cross-fade`: the accessibility setting and its cross-fade option.
  public enum ReduceMotionSetting: String, CaseIterable, Codable, Sendable {
    /// Motion as usual.
    case off
    /// Reduce Motion on.
    case on
    /// Reduce Motion with "Prefer Cross-Fade Transitions".
    case crossFade = "cross-fade"
  }

  /// `app background|foreground`.
  public enum AppTransition: String, CaseIterable, Codable, Sendable {
    /// The user goes to the home screen.
    case background
    /// The user comes back.
    case foreground
  }
}
