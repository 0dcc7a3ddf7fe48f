/// A rectangle bridges to and from the `NSValue` UIKit boxes it in [A]: `userInfo[key] as? CGRect`
/// reads the keyboard's frame without `(… as? NSValue)?.cgRectValue`. A value that holds no
/// rectangle (a number) is no `CGRect`.
extension CGRect: _ObjectiveCBridgeable {
  /// The rectangle in an `NSValue`.
  public func _bridgeToObjectiveC() -> NSValue {
    NSValue(cgRect: self)
  }

  /// The value's rectangle; a value without one stops the program.
  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
    result = source.cgRectValue
  }

  /// The value's rectangle, if it holds one.
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?)
    -> Bool
  {
    result = source.boxedRect
    return result != nil
  }

  /// The value's rectangle; none, or a value without one, stops the program.
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
    guard let source else { preconditionFailure("Unable to bridge nil to CGRect") }
    return source.cgRectValue
  }
}
