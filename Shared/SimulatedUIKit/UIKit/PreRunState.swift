/// What the app's code did on this thread before its run began, for the next run on the thread to
/// take: the notification center it observed and posted to, the work it dispatched to the main
/// queue, and the app's objects made for the run before its controller (`LaunchObjects`).
///
/// On iOS `NotificationCenter.default` and the main queue exist before the app's first screen: a
/// controller made before the run (in `SchmeeboardRun`, before the simulation) may observe in its
/// `init`, and work dispatched then runs once the main run loop turns. Here they wait on the thread
/// (a thread-local slot, as `RunningSystemSlot.current` is), so that runs on other threads, tests
/// side by side, stay apart. The next run takes them (`take()`).
package final class PreRunState {
  /// The center `NotificationCenter.default` is outside a run.
  package let notificationCenter = NotificationCenter()
  /// Main-queue work dispatched outside a run, in order, each with its delay from the run's start.
  package private(set) var dispatched: [(delay: Double, work: () -> Void)] = []
  /// The app's objects for the next run, once made (`Simulation.prepareLaunch`).
  package var launch: LaunchObjects?

  /// A state with a center of its own and nothing dispatched.
  package init() {}

  /// This thread's state, made when first asked for.
  package static var current: PreRunState {
    slot.current { PreRunState() }
  }

  /// This thread's state, if any, leaving none for the next to ask.
  package static func take() -> PreRunState? {
    slot.take()
  }

  /// The app's objects made for the next run on this thread, for `api` asked for before the run;
  /// asking before they are made is a bug.
  static func launch(_ api: String) -> LaunchObjects {
    guard let launch = current.launch else {
      fatalError("\(api) used before the app was launched in a simulation")
    }
    return launch
  }

  /// Keeps `work` to run `delay` seconds after the next run on this thread starts.
  func dispatch(after delay: Double, _ work: @escaping () -> Void) {
    dispatched.append((delay, work))
  }

  /// The thread-local slot; a thread that ends with a state in it releases the state.
  private static let slot = ThreadLocalObject<PreRunState>("PreRunState")
}
