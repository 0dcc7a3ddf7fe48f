import SimulatedUIKit

/// The software keyboard: whether it is up, which one it is, and how much of it is on screen.
final class SimulatedKeyboard {
  var isVisible = false
  var kind: KeyboardKind = .english
  /// The height of keyboard on screen, animated like any view property; 0 when it is down.
  let height = AnimatedValue(name: "keyboard.height", dimensions: 1, model: .zero)
  /// What the last keyboard notification carried, for the next to carry again when its values
  /// are the same (`KeyboardPostContents`).
  var lastPost: KeyboardPostContents?

  /// The input accessory view shown on the keyboard's top, if any: the last one a first responder
  /// brought, kept in `inputHost` until another replaces it [M].
  var accessory: UIView?
  /// The view that holds the accessory on the keyboard's top and moves with the keyboard, as
  /// UIKit's keyboard host does [A]: in the window, in front of the root view, once an accessory
  /// is shown.
  let inputHost = UIView(frame: .zero)

  /// The height on screen now (the model value).
  var currentHeight: Double { height.model[0] }
}
