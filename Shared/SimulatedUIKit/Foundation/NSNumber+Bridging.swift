// Reading an `NSNumber` as a Swift number, as Foundation's initializers do, with the rules of
// SE-0170 [A: "NSNumber bridging and Numeric types"]: an integer type takes a number only when
// it holds that integer exactly (0.25 is no `Int`, -1 no `UInt`); a floating-point type takes any
// number, rounding, as Swift 4 kept the Swift 3 behaviour for `Float` and `Double` [S: Swift 4's
// release notes on reverting floating-point bridging]; `Bool` takes 0 and 1 only. The `UIKit`
// module's `as?` bridges (`Shared/UIKit`) read through these.

extension BinaryInteger {
  /// The number, when it is exactly an integer this type holds; `nil` otherwise (SE-0170) [A].
  public init?(exactly number: NSNumber) {
    guard let value = number.exactly(Self.self) else { return nil }
    self = value
  }

  /// The number's `intValue` (a fraction truncated toward zero), cut to this type's bits, as
  /// Foundation's `Int(truncating:)`, `UInt(truncating:)` and `Int32(truncating:)` [A].
  public init(truncating number: NSNumber) {
    self.init(truncatingIfNeeded: number.intValue)
  }
}

extension BinaryFloatingPoint {
  /// The number rounded to this type, as Foundation's `Double(truncating:)` and
  /// `Float(truncating:)` [A].
  public init(truncating number: NSNumber) {
    self.init(number.doubleValue)
  }
}

extension Bool {
  /// `true` for a number equal to 1, `false` for one equal to 0, `nil` for any other (SE-0170)
  /// [A].
  public init?(exactly number: NSNumber) {
    switch number.exactly(Int.self) {
    case 1: self = true
    case 0: self = false
    default: return nil
    }
  }

  /// `boolValue`: whether the number's `intValue` is not zero [A].
  public init(truncating number: NSNumber) {
    self = number.boolValue
  }
}
