/// A length of time for `VirtualDispatchTime`'s arithmetic: what `DispatchTimeInterval` is for
/// code that imports the `UIKit` module (`.now() + .milliseconds(100)`).
public enum VirtualDispatchTimeInterval: Equatable, Sendable {
  /// Whole seconds.
  case seconds(Int)
  /// Milliseconds.
  case milliseconds(Int)
  /// Microseconds.
  case microseconds(Int)
  /// Nanoseconds.
  case nanoseconds(Int)
  /// No time ever comes: a deadline this far away is never reached.
  case never

  /// The interval in seconds; `never` is infinitely long.
  var seconds: Double {
    switch self {
    case .seconds(let count): Double(count)
    case .milliseconds(let count): Double(count) / 1e3
    case .microseconds(let count): Double(count) / 1e6
    case .nanoseconds(let count): Double(count) / 1e9
    case .never: .infinity
    }
  }
}
