/// Foundation's `NSNumber`, the box a keyboard duration, curve or "is local" flag travels in
/// through a notification's userInfo.
///
/// Shared's own, so that the executables need only `FoundationEssentials` (where `NSNumber` is
/// not). It reads back as Foundation's does on Linux, which the ports rely on (two of them read the
/// duration as the curve): a `Double` truncates toward zero for `intValue`, to `Int.min` when out of
/// range; `uintValue` is the same bits; `boolValue` is whether `intValue` is not zero, so 0.25 is
/// false. `NSNumberTests` checks each against Foundation's. Two numbers are equal when their values
/// are [A].
///
/// Reading a number as a Swift type (`Int(exactly:)`, and the `as?` casts the `UIKit` module
/// bridges through it) follows SE-0170 (`NSNumber+Bridging.swift`).
public final class NSNumber: NSValue {
  private enum Storage {
    case integer(Int)
    case floatingPoint(Double)
  }

  private let storage: Storage

  /// Boxes a `Double`.
  public init(value: Double) {
    storage = .floatingPoint(value)
    super.init()
  }

  /// Boxes an `Int`.
  public init(value: Int) {
    storage = .integer(value)
    super.init()
  }

  /// Boxes a `Float`.
  public convenience init(value: Float) {
    self.init(value: Double(value))
  }

  /// Boxes a `UInt`: as an integer where it fits an `Int`, else as its nearest `Double` [M: the
  /// keyboard never posts one so large].
  public convenience init(value: UInt) {
    if let integer = Int(exactly: value) {
      self.init(value: integer)
    } else {
      self.init(value: Double(value))
    }
  }

  /// Boxes a `Bool` as 1 or 0.
  public convenience init(value: Bool) {
    self.init(value: value ? 1 : 0)
  }

  /// The number as a `Double`.
  public var doubleValue: Double {
    switch storage {
    case .integer(let value): Double(value)
    case .floatingPoint(let value): value
    }
  }

  /// The number as an `Int`: a `Double` truncated toward zero, `Int.min` if it does not fit.
  public var intValue: Int {
    switch storage {
    case .integer(let value): value
    case .floatingPoint(let value): Int(exactly: value.rounded(.towardZero)) ?? .min
    }
  }

  /// `intValue`'s bits as a `UInt`: -1 reads as `UInt.max`.
  public var uintValue: UInt { UInt(bitPattern: intValue) }

  /// Whether `intValue` is not zero.
  public var boolValue: Bool { intValue != 0 }

  /// The number as a `Float`, rounded to the nearest.
  public var floatValue: Float { Float(doubleValue) }

  /// `intValue`'s low 32 bits, as Foundation's `int32Value` truncates.
  public var int32Value: Int32 { Int32(truncatingIfNeeded: intValue) }

  /// `intValue` as an `Int64`.
  public var int64Value: Int64 { Int64(intValue) }

  /// `intValue`'s low 32 bits as a `UInt32`.
  public var uint32Value: UInt32 { UInt32(truncatingIfNeeded: intValue) }

  /// `intValue`'s bits as a `UInt64`.
  public var uint64Value: UInt64 { UInt64(truncatingIfNeeded: intValue) }

  /// The number exactly as an integer type, `nil` when it has a fraction or does not fit (SE-0170).
  func exactly<Integer: BinaryInteger>(_: Integer.Type) -> Integer? {
    switch storage {
    case .integer(let value): Integer(exactly: value)
    case .floatingPoint(let value): Integer(exactly: value)
    }
  }

  /// Whether `object` is a number of the same value: an integer and a `Double` are equal when the
  /// `Double` is that integer [A].
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSNumber else { return false }
    switch (storage, other.storage) {
    case (.integer(let left), .integer(let right)): return left == right
    case (.floatingPoint(let left), .floatingPoint(let right)): return left == right
    case (.integer(let integer), .floatingPoint(let double)),
      (.floatingPoint(let double), .integer(let integer)):
      return Int(exactly: double) == integer
    }
  }

  /// Equal numbers' shared number: the integer's when the value is one, else the `Double`'s.
  public override var hash: Int {
    exactly(Int.self)?.hashValue ?? doubleValue.hashValue
  }
}
