import Foundation

/// A method to call later, with the name the timeline prints: our stand-in for `#selector`, which
/// needs the Objective-C runtime that Linux does not have. Like Swift's `Selector`, it is one plain
/// type, whatever class the method is on.
///
/// ```swift
/// center.addObserver(
///   self, selector: Selector("willShowKeyboard(_:)", ViewController.willShowKeyboard),
///   name: UIKeyboardWillShowNotification, object: nil)
/// ```
///
/// Performing it casts the target to the method's class and the argument (a notification, a
/// gesture recognizer) to the method's parameter, as the Objective-C runtime hands any object to
/// any method. A target without the method stops the program, as iOS's "unrecognized selector"
/// exception does [A]. A method that takes a `Bool` (`#selector(UIView.endEditing(_:))` as a
/// recognizer's action) receives `true`: on iOS it reads the object's non-nil pointer, which is
/// true [M].
public struct Selector: Hashable, CustomStringConvertible {
  /// The method's Swift name (`willShowKeyboard(_:)`).
  let name: String
  private let call: (AnyObject, Any?) -> Void
  /// The method called with a notification, for a method whose parameter is a `Notification`
  /// (an observer's `willShowKeyboard(_:)`): a notification center calls it without boxing the
  /// notification as an `Any?` to cast it back. `nil` for every other method.
  private let notificationCall: ((AnyObject, Notification) -> Void)?
  /// Whether an object has the method: it is of the method's class.
  private let isMethod: (AnyObject) -> Bool

  /// A selector for a method that takes nothing (`handleTap()`). A method of the lab's UIKit
  /// named on a subclass is performed by any object of the class that declares it
  /// (`Selector.uikitMemberOwners`): `#selector(becomeFirstResponder)` in an extension of
  /// `UIScrollView` makes a text field first responder.
  public init<Target: AnyObject, Result>(
    _ name: String, _ method: @escaping (Target) -> () -> Result
  ) {
    self.name = name
    let isUIKitMember = Self.uikitMemberOwners[name] ?? { _ in false }
    let uikitCall = Self.uikitMethodCalls[name]
    isMethod = { $0 is Target || isUIKitMember($0) }
    notificationCall = nil
    call = { target, _ in
      if let uikitCall, !(target is Target), isUIKitMember(target) {
        uikitCall(target)
      } else {
        _ = method(Self.cast(target, to: Target.self, name))()
      }
    }
  }

  /// A selector for a method that takes one argument (`willShowKeyboard(_:)`, `handleTap(_:)`).
  public init<Target: AnyObject, Argument, Result>(
    _ name: String, _ method: @escaping (Target) -> (Argument) -> Result
  ) {
    self.name = name
    isMethod = { $0 is Target }
    notificationCall =
      Argument.self == Notification.self
      ? { target, notification in
        // The same type: the cast copies the notification, without an `Optional` to fill.
        _ = method(Self.cast(target, to: Target.self, name))(notification as! Argument)
      } : nil
    call = { target, argument in
      let receiver = Self.cast(target, to: Target.self, name)
      if Argument.self == Bool.self, let yes = true as? Argument {
        _ = method(receiver)(yes)
      } else if let argument = argument as? Argument {
        _ = method(receiver)(argument)
      } else {
        fatalError(
          "Selector \(name): \(type(of: argument)) passed where \(Argument.self) was declared")
      }
    }
  }

  /// A selector for a method that takes three arguments: a legacy animation block's stop message,
  /// `animationDidStop(_:finished:context:)`, handed the block's id, whether it finished and its
  /// context (`UIView.setAnimationDidStop(_:)`) [A]. The method may declare the id `String` or
  /// `String?`, `finished` `Bool` or `NSNumber`, the context optional or not; a nil context
  /// reaches a non-optional one as a pointer that points at nothing to read [M: iOS passes NULL,
  /// which a non-optional Swift pointer cannot hold].
  public init<Target: AnyObject, First, Second, Third, Result>(
    _ name: String, _ method: @escaping (Target) -> (First, Second, Third) -> Result
  ) {
    self.name = name
    isMethod = { $0 is Target }
    notificationCall = nil
    call = { target, argument in
      let receiver = Self.cast(target, to: Target.self, name)
      guard
        let (animationID, finished, context) = argument
          as? (String?, Bool, UnsafeMutableRawPointer?),
        let first = animationID as? First ?? (animationID ?? "") as? First,
        let second = finished as? Second ?? NSNumber(value: finished) as? Second,
        let third = context as? Third ?? (context ?? Self.emptyContext) as? Third
      else {
        fatalError(
          "Selector \(name): \(type(of: argument)) passed where (\(First.self), \(Second.self), "
            + "\(Third.self)) was declared")
      }
      _ = method(receiver)(first, second, third)
    }
  }

  /// A selector for a property's getter, `#selector(getter: isFirstResponder)` (the rewriter
  /// names the property on its type): performing it reads the property. An object has it when it
  /// is of that type, or when the lab's UIKit declares a property of that name on the object's
  /// class (`Selector.uikitMemberOwners`: `isFirstResponder` on every `UIResponder`) [A: a getter
  /// selector names the Objective-C getter, which every instance of the declaring class and its
  /// subclasses has].
  public init<Target: AnyObject, Value>(getter name: String, _ property: KeyPath<Target, Value>) {
    self.name = name
    let isUIKitGetter = Self.uikitMemberOwners[name] ?? { _ in false }
    isMethod = { $0 is Target || isUIKitGetter($0) }
    notificationCall = nil
    call = { target, _ in
      if let receiver = target as? Target {
        _ = receiver[keyPath: property]
      } else if !isUIKitGetter(target) {
        fatalError("Selector \(name): unrecognized selector sent to \(type(of: target))")
      }
    }
  }

  /// The context a non-optional context parameter receives for a block opened with none: not
  /// null, and nothing there to read.
  private static var emptyContext: UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(bitPattern: MemoryLayout<Int>.alignment)!
  }

  /// A selector known by its name alone (`NSSelectorFromString`): it carries no method, so only
  /// the lab's own classes answer it, for the names they declare (`UIApplication.responds(to:)`);
  /// performing it on any other target stops the program, saying so.
  init(named name: String) {
    self.name = name
    isMethod = { _ in false }
    notificationCall = nil
    call = { target, _ in
      fatalError(
        "Selector \(name) (NSSelectorFromString) sent to \(type(of: target)): without the "
          + "Objective-C runtime the lab performs a selector by name only for the lab's own "
          + "methods; use #selector, which names the method")
    }
  }

  /// The method's name, as Swift's `Selector` describes itself.
  public var description: String { name }

  /// Whether `target` has the method, so that performing it there does not stop the program; a
  /// selector known by its name alone carries no method.
  func isPerformable(by target: AnyObject) -> Bool {
    isMethod(target)
  }

  /// Calls the method on `target` with `argument`.
  func perform(on target: AnyObject, with argument: Any?) {
    call(target, argument)
  }

  /// Calls the method on `target` with `notification`, as `perform(on:with:)` does: a
  /// notification center's observer.
  func perform(on target: AnyObject, with notification: Notification) {
    if let notificationCall {
      notificationCall(target, notification)
    } else {
      call(target, notification)
    }
  }

  /// `target` as the method's class; a target without the method stops the program [A]. A target
  /// of that very class (the common case: the controller that registered its own method) is taken
  /// as it is, its class compared rather than cast to an `Optional` of a type the code is generic
  /// over; a subclass's is cast.
  private static func cast<Target: AnyObject>(
    _ target: AnyObject, to _: Target.Type, _ name: String
  ) -> Target {
    if type(of: target) == Target.self { return unsafeDowncast(target, to: Target.self) }
    guard let receiver = target as? Target else {
      fatalError("Selector \(name): unrecognized selector sent to \(type(of: target))")
    }
    return receiver
  }

  /// Two selectors are equal when they name the same method, as Swift's are.
  public static func == (lhs: Selector, rhs: Selector) -> Bool {
    lhs.name == rhs.name
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}
