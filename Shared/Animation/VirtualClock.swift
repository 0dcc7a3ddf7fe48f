/// The simulation's clock: virtual seconds from 0, and the work scheduled on it.
///
/// Shaped after SwiftNIO's `EmbeddedEventLoop`: work runs in order of its time, then of when it was
/// scheduled, and the clock reads the work's time while it runs. Nothing reads the wall clock.
final class VirtualClock {
  private struct Scheduled {
    let time: Double
    let sequence: Int
    let work: () -> Void
  }

  /// The current virtual time, in seconds.
  private(set) var now: Double = 0
  private var queue: [Scheduled] = []
  private var nextSequence = 0

  /// The time of the earliest scheduled work, if any.
  var nextTime: Double? { queue.first?.time }

  /// Schedules `work` at `time` (never earlier than now).
  func schedule(at time: Double, _ work: @escaping () -> Void) {
    let item = Scheduled(time: max(time, now), sequence: nextSequence, work: work)
    nextSequence += 1
    let index =
      queue.firstIndex { ($0.time, $0.sequence) > (item.time, item.sequence) } ?? queue.endIndex
    queue.insert(item, at: index)
  }

  /// Runs the earliest scheduled work, moving the clock to its time.
  func runNext() {
    guard !queue.isEmpty else { return }
    let item = queue.removeFirst()
    now = item.time
    item.work()
  }

  /// Moves the clock forward to `time`; it never goes back.
  func advance(to time: Double) {
    now = max(now, time)
  }
}
