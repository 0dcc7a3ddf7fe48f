import OpenCombine
import SimulatedUIKit

/// A moment on the simulation's virtual clock, as Combine's schedulers count time: what
/// `DispatchQueue.SchedulerTimeType`, `RunLoop.SchedulerTimeType` and
/// `OperationQueue.SchedulerTimeType` are for code that imports Combine in the lab
/// (`VirtualClockScheduler`).
public struct VirtualSchedulerTime: Strideable, Sendable {
  /// The moment, as the main queue's `asyncAfter(deadline:)` takes it.
  public let dispatchTime: VirtualDispatchTime

  /// The moment `dispatchTime` is.
  public init(_ dispatchTime: VirtualDispatchTime) {
    self.dispatchTime = dispatchTime
  }

  /// The virtual clock's time now.
  static var now: VirtualSchedulerTime { VirtualSchedulerTime(.now()) }

  public func distance(to other: VirtualSchedulerTime) -> Stride {
    Stride(other.dispatchTime.seconds - dispatchTime.seconds)
  }

  public func advanced(by stride: Stride) -> VirtualSchedulerTime {
    VirtualSchedulerTime(dispatchTime + stride.timeInterval)
  }

  public static func < (lhs: VirtualSchedulerTime, rhs: VirtualSchedulerTime) -> Bool {
    lhs.dispatchTime < rhs.dispatchTime
  }
}
