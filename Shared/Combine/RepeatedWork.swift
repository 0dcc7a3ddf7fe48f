import OpenCombine
import SimulatedUIKit

/// Work a `VirtualClockScheduler` runs at a moment and then every interval, on the main queue,
/// until it is cancelled.
final class RepeatedWork: Cancellable {
  private let interval: VirtualSchedulerTime.Stride
  private let action: () -> Void
  private var isCancelled = false

  /// Schedules `action` at `first`, then every `interval` after it.
  init(
    first: VirtualSchedulerTime, interval: VirtualSchedulerTime.Stride,
    action: @escaping () -> Void
  ) {
    self.interval = interval
    self.action = action
    schedule(at: first)
  }

  func cancel() {
    isCancelled = true
  }

  /// Runs the action at `time`, unless cancelled by then, and schedules the next.
  private func schedule(at time: VirtualSchedulerTime) {
    MainDispatchQueue.main.asyncAfter(deadline: time.dispatchTime) {
      guard !self.isCancelled else { return }
      self.action()
      self.schedule(at: time.advanced(by: self.interval))
    }
  }
}
