/// A Swift number that iOS bridges to and from `NSNumber`: `userInfo[key] as? Double` reads a
/// posted `NSNumber`, and a number put in a userInfo reads back `as? NSNumber` [A].
///
/// The rules are SE-0170's, as `SimulatedUIKit`'s `init?(exactly:)` and `init(truncating:)` read
/// them: an integer type takes only a number it holds exactly (0.25 is no `Int`, -1 no `UInt`), a
/// floating-point type any number, `Bool` only 0 and 1. A forced cast (`as!`) that fails stops the
/// program, as on iOS.
public protocol NSNumberBridgeable: _ObjectiveCBridgeable where _ObjectiveCType == NSNumber {
  /// The number as this type, `nil` where the bridge refuses it.
  init?(bridging number: NSNumber)
  /// This value in an `NSNumber`.
  var bridgedNumber: NSNumber { get }
}

extension NSNumberBridgeable {
  /// This value in an `NSNumber`.
  public func _bridgeToObjectiveC() -> NSNumber {
    bridgedNumber
  }

  /// The number as this type; one the bridge refuses stops the program.
  public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout Self?) {
    guard let value = Self(bridging: source) else {
      preconditionFailure("Unable to bridge NSNumber to \(Self.self)")
    }
    result = value
  }

  /// The number as this type, if the bridge takes it.
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout Self?)
    -> Bool
  {
    result = Self(bridging: source)
    return result != nil
  }

  /// The number as this type; one the bridge refuses, or none, stops the program.
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> Self {
    guard let source, let value = Self(bridging: source) else {
      preconditionFailure("Unable to bridge NSNumber to \(Self.self)")
    }
    return value
  }
}

extension NSNumberBridgeable where Self: BinaryInteger {
  /// The number, when it is exactly an integer of this type (SE-0170).
  public init?(bridging number: NSNumber) {
    self.init(exactly: number)
  }

  /// The integer in an `NSNumber`: as an `Int` where it fits, else as its nearest `Double`.
  public var bridgedNumber: NSNumber {
    Int(exactly: self).map { NSNumber(value: $0) } ?? NSNumber(value: Double(self))
  }
}

extension NSNumberBridgeable where Self: BinaryFloatingPoint {
  /// Any number, rounded to this type.
  public init?(bridging number: NSNumber) {
    self.init(truncating: number)
  }

  /// The value in an `NSNumber`, as a `Double`.
  public var bridgedNumber: NSNumber { NSNumber(value: Double(self)) }
}

extension Double: @retroactive _ObjectiveCBridgeable, NSNumberBridgeable {}
extension Float: @retroactive _ObjectiveCBridgeable, NSNumberBridgeable {}
extension Int: @retroactive _ObjectiveCBridgeable, NSNumberBridgeable {}
extension UInt: @retroactive _ObjectiveCBridgeable, NSNumberBridgeable {}
extension Int8: @retroactive _ObjectiveCBridgeable, NSNumberBridgeable {}
extension Int16: @retroactive _ObjectiveCBridgeable, NSNumberBridgeable {}
extension Int32: @retroactive _ObjectiveCBridgeable, NSNumberBridgeable {}
extension Int64: @retroactive _ObjectiveCBridgeable, NSNumberBridgeable {}
extension UInt8: @retroactive _ObjectiveCBridgeable, NSNumberBridgeable {}
extension UInt16: @retroactive _ObjectiveCBridgeable, NSNumberBridgeable {}
extension UInt32: @retroactive _ObjectiveCBridgeable, NSNumberBridgeable {}
extension UInt64: @retroactive _ObjectiveCBridgeable, NSNumberBridgeable {}

extension Bool: @retroactive _ObjectiveCBridgeable, NSNumberBridgeable {
  /// `true` for a number equal to 1, `false` for one equal to 0, `nil` for any other (SE-0170).
  public init?(bridging number: NSNumber) {
    self.init(exactly: number)
  }

  /// 1 or 0 in an `NSNumber`.
  public var bridgedNumber: NSNumber { NSNumber(value: self) }
}
