import OpenCombine
import SimulatedUIKit

/// A Combine scheduler on the simulation's virtual clock: `DispatchQueue.main`, `RunLoop.main` and
/// `OperationQueue.main`, the main thread's, which is the run's.
///
/// Each runs its work as the main queue's `async` and `asyncAfter` do (`MainDispatchQueue`): after
/// the work under way, at the same virtual instant, or at the moment given, each in the order
/// scheduled, and the timeline prints each as a call, `main queue block`. So `receive(on:)` hands a
/// value on a turn later, as on iOS, where the main queue's and the main run loop's work runs on a
/// later turn of the run loop [A]: a change made there is outside the animation block that the
/// keyboard's will-show observers run in. `debounce`, `throttle` and `delay` count virtual time.
/// There are no options (`SchedulerOptions` is `Never`): the queue's quality of service and group
/// mean nothing on the one thread the app runs on.
public protocol VirtualClockScheduler: Scheduler
where SchedulerTimeType == VirtualSchedulerTime, SchedulerOptions == Never {}

extension VirtualClockScheduler {
  /// The virtual clock's time now.
  public var now: VirtualSchedulerTime { .now }

  /// None: work runs at the moment it is given.
  public var minimumTolerance: VirtualSchedulerTime.Stride { .zero }

  /// Runs `action` after the work under way, at the same virtual instant.
  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    MainDispatchQueue.main.async(execute: action)
  }

  /// Runs `action` at `date` (at once, after the work under way, if it has passed).
  public func schedule(
    after date: VirtualSchedulerTime, tolerance: VirtualSchedulerTime.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    MainDispatchQueue.main.asyncAfter(deadline: date.dispatchTime, execute: action)
  }

  /// Runs `action` at `date` and then every `interval` until the returned token is cancelled.
  public func schedule(
    after date: VirtualSchedulerTime, interval: VirtualSchedulerTime.Stride,
    tolerance: VirtualSchedulerTime.Stride, options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    RepeatedWork(first: date, interval: interval, action: action)
  }
}

extension MainDispatchQueue: VirtualClockScheduler {}

extension RunLoop: VirtualClockScheduler {}

extension OperationQueue: VirtualClockScheduler {}
