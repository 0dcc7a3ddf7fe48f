/// UIKit's `UIResponder`: the class of everything that can take the first responder's place, and
/// so the keyboard [A].
///
/// Views, controllers, the application and the window are responders. The first responder is the
/// running app's (`UIApplication`): one at a time, at most. A responder that takes text
/// (`UITextField`, `UITextView`) brings the keyboard up when it becomes first responder and sends
/// it away when it resigns, as on iOS; the keyboard stays up when the first responder passes from
/// one text responder to another [A], with nothing posted [M: iOS may post a will-show with the
/// same frames; not modelled].
///
/// Outside a run there is no window to be first responder in: `becomeFirstResponder()` returns
/// `false`, as it does on iOS for a view outside any window [A]. Inside a run a responder need not
/// be in the window [M: every view the scenarios tap is].
open class UIResponder: NSObject {
  /// Whether this responder takes text, so that being first responder brings the keyboard up.
  package var takesText: Bool { false }

  /// The next responder up the chain [A]: a controller's root view's is its controller, another
  /// view's its superview, a controller's its view's superview, the window's the application
  /// [M: iOS 13's window scene is left out of the chain].
  open var next: UIResponder? {
    switch self {
    case let window as UIWindow:
      return window === RunningSystemSlot.current?.window
        ? RunningSystemSlot.current?.application : nil
    case let view as UIView:
      if let controller = RunningSystemSlot.current?.controller, controller.view === view {
        return controller
      }
      return view.superview
    case let controller as UIViewController:
      return controller.view?.superview
    default:
      return nil
    }
  }

  /// Told after an object was loaded from a nib or a storyboard [A]: the lab loads none, so it is
  /// told to nothing, as on iOS to an object made in code [M]. It sits on `UIResponder`, where
  /// iOS has it on `NSObject`, so that views and controllers override it.
  open func awakeFromNib() {}

  /// Whether this responder can take the first responder's place: `false`, unless a subclass
  /// (a text field) says otherwise [A].
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder gives up the first responder's place when asked: `true` by default
  /// [A].
  open var canResignFirstResponder: Bool { true }

  /// Whether this responder is the running app's first responder [A].
  open var isFirstResponder: Bool {
    RunningSystemSlot.current?.application.firstResponder === self
  }

  /// Takes the first responder's place if this responder can and the one there now resigns, and
  /// says whether it is now first responder [A]; a text responder brings the keyboard up.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard let application = RunningSystemSlot.current?.application, canBecomeFirstResponder else {
      return false
    }
    return application.makeFirstResponder(self)
  }

  /// Told that a finger came down on this responder, the view a tap lands on (`hitTest(_:with:)`)
  /// [A]. By default it passes the touches to the next responder, so that a controller hears the
  /// touches its views do not take [A]. The scenario's `tap background` plays them
  /// (`UIView.tap(at:recorder:)`).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Told that fingers on this responder moved [A]; passed to the next responder by default. The
  /// lab's taps do not move, so no run tells it [M].
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Told that fingers left the screen [A]; passed to the next responder by default.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Told that the touches were taken away, as when a tap recognizer that cancels touches in its
  /// view fires [A]; passed to the next responder by default.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// The view shown on the keyboard's top while this responder is first responder: none by
  /// default; a text field and a text view take one, and a subclass overrides it [A]. Its height
  /// is part of the keyboard's frames (`SystemRules.keyboardIncludesInputAccessory`).
  open var inputAccessoryView: UIView? { nil }

  /// The view shown instead of the system keyboard while this responder is first responder:
  /// none by default, the system keyboard [A]; the keyboard's frames have its height.
  open var inputView: UIView? { nil }

  /// Shows the first responder's input view and accessory again, as they are now: their heights
  /// change the keyboard's frames, posted as a keyboard change [A: "reloads the input views if
  /// the receiver is the first responder"].
  open func reloadInputViews() {
    guard isFirstResponder else { return }
    RunningSystemSlot.running("UIResponder.reloadInputViews").reloadInputViews()
  }

  /// Told of a change of a view's geometry this responder observes
  /// (`UIView.addObserver(_:forKeyPath:options:context:)`) [A]. An observer must override it: the
  /// default stops the program, as NSObject's raises on iOS [A].
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    fatalError(
      "\(type(of: self)): An -observeValueForKeyPath:ofObject:change:context: message was "
        + "received but not handled. Key path: \(keyPath ?? "nil")")
  }

  /// Gives up the first responder's place if this responder has it and may, and says whether it
  /// did (`true` for a responder that was not first responder) [A]; a text responder sends the
  /// keyboard away.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard let application = RunningSystemSlot.current?.application,
      application.firstResponder === self
    else { return true }
    guard canResignFirstResponder else { return false }
    application.clearFirstResponder(self)
    return true
  }
}
