import OpenCombine

extension VirtualSchedulerTime {
  /// A length of virtual time, in seconds: what a scheduler's `Stride` is (`.milliseconds(300)`,
  /// `.seconds(1)`, or a literal, `0.3`, in seconds).
  public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
    ExpressibleByFloatLiteral, Hashable, Sendable
  {
    /// The length in seconds; negative for a length back in time.
    public var timeInterval: Double

    /// A length of `timeInterval` seconds.
    public init(_ timeInterval: Double) {
      self.timeInterval = timeInterval
    }

    public init(floatLiteral value: Double) {
      self.init(value)
    }

    public init(integerLiteral value: Int) {
      self.init(Double(value))
    }

    public init?<Source: BinaryInteger>(exactly source: Source) {
      guard let seconds = Double(exactly: source) else { return nil }
      self.init(seconds)
    }

    /// The length without its sign, in seconds.
    public var magnitude: Double { abs(timeInterval) }

    public static func seconds(_ s: Int) -> Stride { Stride(Double(s)) }
    public static func seconds(_ s: Double) -> Stride { Stride(s) }
    public static func milliseconds(_ ms: Int) -> Stride { Stride(Double(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> Stride { Stride(Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> Stride { Stride(Double(ns) / 1e9) }

    public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.timeInterval < rhs.timeInterval }
    public static func + (lhs: Stride, rhs: Stride) -> Stride {
      Stride(lhs.timeInterval + rhs.timeInterval)
    }
    public static func - (lhs: Stride, rhs: Stride) -> Stride {
      Stride(lhs.timeInterval - rhs.timeInterval)
    }
    public static func * (lhs: Stride, rhs: Stride) -> Stride {
      Stride(lhs.timeInterval * rhs.timeInterval)
    }
    public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
    public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
    public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
  }
}
