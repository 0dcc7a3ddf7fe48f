import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Swift Testing's exit-test monitor, a thread of the test process (`SWT ExT monitor`) that Swift
/// Testing starts at the first exit test, lowered to the least priority once it exists.
///
/// On Linux the monitor waits for any child of the test process to end without reaping it
/// (`waitid` with `WNOWAIT`), and loops while an ended child is not yet reaped: an exit test's
/// child is reaped by the task that awaits it once a thread of the cooperative pool is free, and
/// our tests' launches hold those threads while their programs run. The loop took some 2.6 s of
/// CPU a warm `swift test` (`perf`; `strace` counted 480,000 `waitid` calls), from the tests
/// beside it. At nice 19 it spins on what no test wants; it still runs when a child ends, a little
/// later on a busy machine, so that every exit test's end is still heard.
enum ExitTestMonitor {
  /// Whether the monitor has been found and lowered.
  private static let isLowered = Atomic(false)

  /// Lowers the monitor to nice 19, if it has started and is not lowered yet: called before each
  /// launch (`ProgramRun`), so that it is lowered soon after the first exit test starts it.
  static func lowerOnceStarted() {
    #if os(Linux)
      guard !isLowered.load(ordering: .relaxed),
        let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")
      else { return }
      for thread in threads {
        guard let identifier = id_t(thread),
          let name = try? String(
            contentsOfFile: "/proc/self/task/\(thread)/comm", encoding: .utf8),
          name == "SWT ExT monitor\n"
        else { continue }
        if setpriority(__priority_which_t(PRIO_PROCESS.rawValue), identifier, 19) == 0 {
          isLowered.store(true, ordering: .relaxed)
        }
      }
    #endif
  }
}
