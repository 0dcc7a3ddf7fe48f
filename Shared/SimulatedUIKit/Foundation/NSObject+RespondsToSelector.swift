import Foundation

extension NSObject {
  /// Whether this object has the method `aSelector` names, so that performing it does not stop the
  /// program [A: `responds(to:)`]: an object of the class the method or property was named on
  /// (`#selector(Owner.method)`), or, for a getter of a property the lab's UIKit declares on a
  /// class, any object of that class (`Selector(getter:_:)`). A selector known by its name alone
  /// (`NSSelectorFromString`) names no method an object of the app has; `nil` none.
  public func responds(to aSelector: Selector!) -> Bool {
    aSelector?.isPerformable(by: self) ?? false
  }
}
