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
public final class MainDispatchQueue: Sendable {
  /// The main queue.
  public static let main = MainDispatchQueue()

  private init() {}

  /// Runs `work` after the work under way, at the same virtual instant.
  public func async(execute work: @escaping () -> Void) {
    schedule(after: 0, work)
  }

  /// Runs `work` at `deadline` on the virtual clock (at once if it has passed; never for a
  /// deadline `.never` away).
  public func asyncAfter(deadline: VirtualDispatchTime, execute work: @escaping () -> Void) {
    guard deadline.seconds.isFinite else { return }
    let now = VirtualDispatchTime.now()
    schedule(after: max(0, deadline.seconds - now.seconds), work)
  }

  /// The name the timeline prints for a call to dispatched work.
  static let callName = "main queue block"

  private func schedule(after delay: Double, _ work: @escaping () -> Void) {
    guard let simulation = Simulation.current else {
      return PreRunState.current.dispatch(after: delay, work)
    }
    simulation.schedule(after: delay) { [recorder = simulation.recorder] in
      recorder.call(Self.callName, work)
    }
  }
}
