/// Foundation's `NSNumber`, the box a keyboard duration, curve or "is local" flag travels in
/// through a notification's userInfo.
///
/// Shared's own, so that the executables need only `FoundationEssentials` (where `NSNumber` is
/// not). It reads back as Foundation's does on Linux, which the ports rely on (two of them read the
/// duration as the curve): a `Double` truncates toward zero for `intValue`, to `Int.min` when out of
/// range; `uintValue` is the same bits; `boolValue` is whether `intValue` is not zero, so 0.25 is
/// false. `NSNumberTests` checks each against Foundation's.
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
}
