/// How the keyboard looks for a text input: UIKit's `UIKeyboardAppearance` [A], with its raw
/// values. The lab keeps a responder's choice; its pictures draw the keyboard in one colour
/// whatever it is [M], and the keyboard's frames do not depend on it [A].
public enum UIKeyboardAppearance: Int, Sendable {
  /// The system's look for the context (default) [A].
  case `default` = 0
  /// A dark keyboard [A].
  case dark = 1
  /// A light keyboard [A].
  case light = 2

  /// The old name of a dark keyboard, for alert panels: `dark` [A: deprecated alias].
  public static let alert = UIKeyboardAppearance.dark
}
