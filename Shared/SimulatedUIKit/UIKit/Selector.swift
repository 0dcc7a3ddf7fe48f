/// A method to call later, with the name the timeline prints: our stand-in for `@selector` and
/// `#selector`, which need the Objective-C runtime that Linux does not have.
///
/// ```swift
/// center.addObserver(
///   self, selector: Selector("willShowKeyboard(_:)", ViewController.willShowKeyboard),
///   name: UIKeyboardWillShowNotification, object: nil)
/// ```
public struct Selector<Target: AnyObject> {
  /// The method's Swift name (`willShowKeyboard(_:)`).
  public let name: String
  let perform: (Target, Notification?) -> Void

  /// A selector for a method that takes a notification.
  public init(_ name: String, _ method: @escaping (Target) -> (Notification) -> Void) {
    self.name = name
    perform = { target, notification in
      if let notification { method(target)(notification) }
    }
  }

  /// A selector for a method that takes nothing (a gesture recognizer's action).
  public init(_ name: String, _ method: @escaping (Target) -> () -> Void) {
    self.name = name
    perform = { target, _ in method(target)() }
  }
}
