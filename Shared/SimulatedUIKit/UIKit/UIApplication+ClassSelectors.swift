/// The class methods of `UIApplication` that code asks for by name, so that it also builds into an
/// app extension, where `UIApplication.shared` is unavailable [A: `sharedApplication`, "not
/// available in app extensions"]: `NSSelectorFromString("sharedApplication")`, then
/// `UIApplication.responds(to:)` and `UIApplication.perform(_:)`.
extension UIApplication {
  /// The class method the lab answers by the Objective-C name `name`, if any.
  private static func classMethod(named name: String) -> (() -> AnyObject)? {
    switch name {
    case "sharedApplication": { UIApplication.shared }
    default: nil
    }
  }

  /// Whether the class has a class method named by `aSelector` [A: `responds(to:)` sent to a
  /// class]: `sharedApplication` does, as in an app (the lab runs an app, never an extension);
  /// a name the lab does not declare does not [M: iOS's other class methods are not declared].
  public class func responds(to aSelector: Selector) -> Bool {
    classMethod(named: aSelector.name) != nil
  }

  /// Calls the class method named by `aSelector` and returns its result, unretained [A:
  /// `perform(_:)`]; a name the class does not answer stops the program, as iOS's "unrecognized
  /// selector" exception does [A].
  public class func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>! {
    guard let method = classMethod(named: aSelector.name) else {
      fatalError("+[UIApplication \(aSelector.name)]: unrecognized selector sent to class")
    }
    return Unmanaged.passUnretained(method())
  }
}
