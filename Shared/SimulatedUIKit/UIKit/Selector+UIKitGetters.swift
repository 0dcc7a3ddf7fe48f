extension Selector {
  /// The properties of the lab's UIKit whose getter a selector may name on any object of the class
  /// that declares them, with the test that an object is of that class: a getter selector named
  /// on a subclass (`#selector(getter: isFirstResponder)` in an extension of `UIScrollView`) is
  /// answered by every object that has the getter, a text field too [A: `responds(to:)` is true
  /// for every instance of a class that implements the method]. Reading these getters changes
  /// nothing, so performing the selector on such an object reads nothing [M]. A getter of another
  /// UIKit property is answered only by objects of the type the selector names it on
  /// (docs/uikit-surface.md, "Selectors").
  static let uikitGetterOwners: [String: @Sendable (AnyObject) -> Bool] = [
    "isFirstResponder": { $0 is UIResponder },
    "canBecomeFirstResponder": { $0 is UIResponder },
    "canResignFirstResponder": { $0 is UIResponder },
  ]
}
