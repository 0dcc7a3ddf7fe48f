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

  /// The height on screen now (the model value).
  var currentHeight: Double { height.model[0] }
}
