/// A moment on the simulation's virtual clock, for `DispatchQueue.main.asyncAfter(deadline:)`:
/// what `DispatchTime` is for code that imports the `UIKit` module.
///
/// `now()` is the running simulation's time, counted from the run's start; outside a run it is the
/// start [M].
public struct VirtualDispatchTime: Comparable, Sendable {
  /// Seconds since the run started.
  package let seconds: Double

  /// The virtual clock's time now.
  public static func now() -> VirtualDispatchTime {
    VirtualDispatchTime(seconds: RunningSystemSlot.current?.now.seconds ?? 0)
  }

  /// Nanoseconds since the run started, as `DispatchTime.uptimeNanoseconds` counts from boot.
  public var uptimeNanoseconds: UInt64 { UInt64((seconds * 1e9).rounded()) }

  /// `seconds` seconds after `time`.
  public static func + (time: VirtualDispatchTime, seconds: Double) -> VirtualDispatchTime {
    VirtualDispatchTime(seconds: time.seconds + seconds)
  }

  /// `interval` after `time`.
  public static func + (time: VirtualDispatchTime, interval: VirtualDispatchTimeInterval)
    -> VirtualDispatchTime
  {
    VirtualDispatchTime(seconds: time.seconds + interval.seconds)
  }

  /// `seconds` seconds before `time`.
  public static func - (time: VirtualDispatchTime, seconds: Double) -> VirtualDispatchTime {
    VirtualDispatchTime(seconds: time.seconds - seconds)
  }

  public static func < (lhs: VirtualDispatchTime, rhs: VirtualDispatchTime) -> Bool {
    lhs.seconds < rhs.seconds
  }
}
