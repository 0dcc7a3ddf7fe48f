/// The simulation's clock: exact virtual time from 0 (`VirtualTime`), and the work scheduled on it.
///
/// Shaped after SwiftNIO's `EmbeddedEventLoop`: work runs in order of its time, then of when it was
/// scheduled, and the clock reads the work's time while it runs. Nothing reads the wall clock.
/// The work runs on whatever thread runs the clock.
package final class VirtualClock {
  /// The current virtual time.
  package var now: VirtualTime { storedNow }
  /// `now`'s storage: private, so that the compiler sees every access to it and checks them as
  /// it compiles rather than at each read (the clock and the samples read it on every frame).
  private var storedNow = VirtualTime.zero
  private var queue = ScheduleQueue<() -> Void>() {
    didSet { storedNextTime = queue.earliestTime }
  }
  /// `nextTime`, kept as the queue changes: private and plain, as `now`'s storage is, so that the
  /// run's loop, which asks on every event and frame, reads it unchecked.
  private var storedNextTime: VirtualTime?

  /// A clock at 0 with nothing scheduled.
  package init() {}

  /// The time of the earliest scheduled work, if any.
  package var nextTime: VirtualTime? { storedNextTime }

  /// Schedules `work` at `time` (never earlier than now).
  package func schedule(at time: VirtualTime, _ work: @escaping () -> Void) {
    queue.insert(work, at: max(time, now))
  }

  /// Runs the earliest scheduled work, moving the clock to its time.
  package func runNext() {
    guard let (time, work) = queue.removeEarliest() else { return }
    storedNow = time
    work()
  }

  /// Moves the clock forward to `time`; it never goes back.
  package func advance(to time: VirtualTime) {
    storedNow = max(storedNow, time)
  }
}
