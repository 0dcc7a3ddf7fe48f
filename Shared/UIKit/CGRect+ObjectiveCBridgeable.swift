/// A rectangle bridges to and from the `NSValue` UIKit boxes it in [A]: `userInfo[key] as? CGRect`
/// reads the keyboard's frame without `(… as? NSValue)?.cgRectValue`. Foundation on Linux boxes a
/// rectangle (`NSValue(rect:)`) but bridges none, so `as? CGRect` would be `nil` there. A value
/// that holds no rectangle (a number, a point) is no `CGRect`.
extension CGRect: @retroactive _ObjectiveCBridgeable {
  /// The rectangle in an `NSValue`.
  public func _bridgeToObjectiveC() -> NSValue {
    NSValue(cgRect: self)
  }

  /// The value's rectangle; a value without one stops the program.
  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
    guard _conditionallyBridgeFromObjectiveC(source, result: &result) else {
      fatalError("Unable to bridge \(type(of: source)) to CGRect")
    }
  }

  /// The value's rectangle, if it holds one: its Objective-C type is `CGRect`'s.
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?)
    -> Bool
  {
    guard !(source is NSNumber), String(cString: source.objCType).hasPrefix("{CGRect=") else {
      result = nil
      return false
    }
    result = source.cgRectValue
    return true
  }

  /// The value's rectangle; none, or a value without one, stops the program.
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
    var result: CGRect?
    guard let source else { fatalError("Unable to bridge nil to CGRect") }
    _forceBridgeFromObjectiveC(source, result: &result)
    return result!
  }
}
