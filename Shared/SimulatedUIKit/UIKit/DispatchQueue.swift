/// The main dispatch queue on the simulation's virtual clock: what `DispatchQueue.main` is for
/// code that imports the `UIKit` module, which names it `DispatchQueue` (Dispatch's own would run
/// on the real clock, outside the run).
///
/// Inside a run, `async` work runs after the work under way, at the same virtual instant, and
/// `asyncAfter` work at the deadline, each in the order dispatched; the timeline prints each as a
/// call, `main queue block`. Outside a run the work waits for the next run on the thread
/// (`PreRunState`) and runs when it starts, after the app's launch and before the scenario's first
/// step at that time, a deadline counted from the run's start [M: on iOS it runs once the main
/// run loop turns, after launch]. Only the main queue is modelled: the app runs on one thread.
///
/// A run lasts until nothing is scheduled, so work due past the longest run (an hour,
/// `VirtualTime.longestRunSeconds`) never runs: an app that dispatches again every time its work
/// runs (a poll) ends there rather than never [M].
public final class MainDispatchQueue: Sendable {
  /// The main queue.
  public static let main = MainDispatchQueue()

  private init() {}

  /// Runs `work` after the work under way, at the same virtual instant.
  public func async(execute work: @escaping () -> Void) {
    schedule(after: 0, Self.callName, work)
  }

  /// Runs `work` as `async(execute:)` does, the timeline printing its call as `name`: the lab's
  /// own work on the main queue (an item provider's completion handler).
  package func async(called name: String, execute work: @escaping () -> Void) {
    schedule(after: 0, name, work)
  }

  /// Runs `work` at `deadline` on the virtual clock (at once if it has passed).
  public func asyncAfter(deadline: VirtualDispatchTime, execute work: @escaping () -> Void) {
    let now = VirtualDispatchTime.now()
    schedule(after: max(0, deadline.seconds - now.seconds), Self.callName, work)
  }

  /// The name the timeline prints for a call to dispatched work.
  package static let callName = "main queue block"

  /// Runs `work` `delay` seconds from now, its call printed as `name`, unless that is past the
  /// longest scenario.
  private func schedule(after delay: Double, _ name: String, _ work: @escaping () -> Void) {
    guard let system = RunningSystemSlot.current else {
      guard delay <= VirtualTime.longestRunSeconds else { return }
      return PreRunState.current.dispatch(after: delay, work)
    }
    guard system.now.seconds + delay <= VirtualTime.longestRunSeconds else { return }
    system.schedule(after: delay) { [recorder = system.recorder] in
      recorder.call(name, work)
    }
  }
}
