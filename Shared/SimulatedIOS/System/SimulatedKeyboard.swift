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
  /// What the keyboard notifications' userInfo reuse within the run: the last numbers (the tables
  /// of their keys are the thread's, `KeyboardUserInfoTables`).
  var reused = KeyboardPostContents.Reused()

  /// The input accessory view shown on the keyboard's top, if any: the last one a first responder
  /// brought, kept in `inputHost` until another replaces it [M].
  var accessory: UIView?
  /// `accessory` while it is in `inputHost`, the keyboard's top; `nil` otherwise.
  var hostedAccessory: UIView? {
    guard let accessory, accessory.superview === inputHost else { return nil }
    return accessory
  }
  /// The view that holds the accessory on the keyboard's top and moves with the keyboard, as
  /// UIKit's keyboard host does [A]: in the window, in front of the root view, once an accessory
  /// is shown. It sizes the accessory itself, as wide as the screen and as tall as the
  /// accessory's own height (`Simulation.installAccessory()`, `placeInputHost(showing:)`), not
  /// by the accessory's autoresizing mask: a chat bar made `.flexibleHeight` keeps its height as
  /// the host grows with the keyboard [A: "attaches the input accessory view to the top of the
  /// input view"; 1: the chat bars built on `autoresizingMask = .flexibleHeight` and an intrinsic
  /// height, whose bar is as tall as that height].
  let inputHost: UIView = {
    let host = UIView(frame: .zero)
    host.autoresizesSubviews = false
    return host
  }()

  /// The height on screen now (the model value).
  var currentHeight: Double { height.model[0] }
}
