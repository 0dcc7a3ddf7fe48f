/// A `CGFloat` bridges to and from `NSNumber` as `Double` does [A]: `userInfo[key] as? CGFloat`
/// reads a posted number (a keyboard's duration), which Foundation on Linux bridges for `Double`
/// and not for `CGFloat`. Any number reads as one, rounded, as a `Double` does (SE-0170).
extension CGFloat: @retroactive _ObjectiveCBridgeable {
  /// The value in an `NSNumber`, as a `Double`.
  public func _bridgeToObjectiveC() -> NSNumber {
    NSNumber(value: Double(self))
  }

  /// The number as a `CGFloat`.
  public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
    result = CGFloat(source.doubleValue)
  }

  /// The number as a `CGFloat`: every number is one.
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?)
    -> Bool
  {
    result = CGFloat(source.doubleValue)
    return true
  }

  /// The number as a `CGFloat`; none stops the program.
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
    guard let source else { fatalError("Unable to bridge nil to CGFloat") }
    return CGFloat(source.doubleValue)
  }
}
