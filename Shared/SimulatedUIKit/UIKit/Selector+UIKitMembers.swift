extension Selector {
  /// The members of the lab's UIKit that a selector named on a subclass may name on any object of
  /// the class that declares them, with the test that an object is of that class: a selector named
  /// in an extension of `UIScrollView` (`#selector(getter: isFirstResponder)`,
  /// `#selector(becomeFirstResponder)`) is answered by every object that has the member, a text
  /// field too [A: `responds(to:)` is true for every instance of a class that implements the
  /// method, and such an instance performs it]. A selector of another UIKit member is answered only
  /// by objects of the type it was named on (docs/uikit-surface.md, "Selectors").
  static let uikitMemberOwners: [String: @Sendable (AnyObject) -> Bool] = [
    "isFirstResponder": { $0 is UIResponder },
    "canBecomeFirstResponder": { $0 is UIResponder },
    "canResignFirstResponder": { $0 is UIResponder },
    "becomeFirstResponder()": { $0 is UIResponder },
    "resignFirstResponder()": { $0 is UIResponder },
    "reloadInputViews()": { $0 is UIResponder },
  ]

  /// How an object of the declaring class performs those of `uikitMemberOwners` that are methods;
  /// the getters are only read, which changes nothing, so performing one reads nothing [M].
  static let uikitMethodCalls: [String: @Sendable (AnyObject) -> Void] = [
    "becomeFirstResponder()": { _ = ($0 as? UIResponder)?.becomeFirstResponder() },
    "resignFirstResponder()": { _ = ($0 as? UIResponder)?.resignFirstResponder() },
    "reloadInputViews()": { ($0 as? UIResponder)?.reloadInputViews() },
  ]
}
