import SchmeeboardLab
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processes the driver has started and not yet reaped (`Subprocess`), each the leader of a
/// process group of its own, so that whatever it starts in turn (a user's `sleep 60 &`) ends with
/// it.
///
/// Ctrl-C, `SIGTERM` (as `timeout` sends) and `SIGHUP` on the driver end every group first
/// (`forwardSignals()`), and then the driver, by the same signal: no run, compiler or grandchild
/// is left behind. The groups are the driver's own, not the terminal's: a signal the driver gets
/// reaches them only through it.
enum ChildProcesses {
  /// The signals that end the driver and, first, its children.
  static let endingSignals = [SIGINT, SIGTERM, SIGHUP]

  /// The live children's process ids, and whether the driver is ending, when no child may start.
  private static let live = Mutex((children: Set<pid_t>(), ending: false))

  /// Starts a child with `start`, which returns its process id, and keeps it until `ended(_:)`;
  /// nothing can start while the driver is ending all of them.
  static func starting<Started>(
    _ start: () throws(CommandFailure) -> (pid: pid_t, Started)
  ) throws(CommandFailure) -> (pid: pid_t, Started) {
    try live.withLock { state throws(CommandFailure) in
      guard !state.ending else { throw CommandFailure(.software, "the driver is ending") }
      let started = try start()
      state.children.insert(started.pid)
      return started
    }
  }

  /// Forgets `child`, which has been reaped, after ending whatever its group still holds.
  static func ended(_ child: pid_t) {
    live.withLock { state in
      _ = kill(-child, SIGKILL)
      state.children.remove(child)
    }
  }

  /// Ends every live child's group with `SIGKILL`, and lets no other start; whether this call was
  /// the first to, which alone may go on to end the driver.
  @discardableResult
  static func endAll() -> Bool {
    live.withLock { state in
      defer { state.ending = true }
      for child in state.children { _ = kill(-child, SIGKILL) }
      return !state.ending
    }
  }

  /// Blocks `endingSignals` on this thread and the threads it starts from now on, and starts a
  /// thread that waits for them: on one, it ends every child (`endAll()`) and then the driver by
  /// the same signal, as its default action does. Called once, first thing, on the main thread.
  static func forwardSignals() {
    var signals = endingSet()
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t?
    #endif
    _ = pthread_create(
      &thread, nil,
      { _ in
        var signals = ChildProcesses.endingSet()
        var received: Int32 = 0
        while sigwait(&signals, &received) != 0 {}
        ChildProcesses.endAll()
        signal(received, SIG_DFL)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        raise(received)
        return nil
      }, nil)
  }

  /// `endingSignals` as a signal set.
  private static func endingSet() -> sigset_t {
    var signals = sigset_t()
    sigemptyset(&signals)
    for ending in endingSignals { sigaddset(&signals, ending) }
    return signals
  }
}
