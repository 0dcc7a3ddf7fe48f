/// `value` as an object, as `value as AnyObject` makes it: a class instance itself, any other
/// value boxed as the standard library boxes it (a `String` as an `NSString`).
///
/// `value as AnyObject` on a value of type `Any` first asks whether the value bridges to an
/// Objective-C object, a cast to a protocol with an associated type (`_ObjectiveCBridgeable`)
/// whose conformance lookup costs some 2,000 to 5,000 instructions a call, measured
/// (`docs/performance.md`), before it takes a class instance as it is. A class instance, the
/// observer or target of nearly every registration
/// (`NotificationCenter.addObserver(_:selector:name:object:)`,
/// `UIGestureRecognizer.addTarget(_:action:)`), is taken by a dynamic cast instead, which answers
/// at once; only another value goes the bridging way.
func objectReference(_ value: Any) -> AnyObject {
  guard type(of: value) is AnyClass, let object = dynamicCast(value, to: AnyObject.self) else {
    return value as AnyObject
  }
  return object
}

/// `value as? Target`, through a generic parameter: written with `AnyObject` in place of
/// `Target`, the compiler would warn that the cast always succeeds and coerce instead.
private func dynamicCast<Value, Target>(_ value: Value, to _: Target.Type) -> Target? {
  value as? Target
}
