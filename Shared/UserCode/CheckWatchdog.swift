import Synchronization
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends the driver when the user's code it runs in its own process (making the controller to
/// check its outlets, before any run) does not return within the runs' time limit
/// (`RunTimeLimit`): one line on standard error, status 70, as a run's hang, so that no command
/// waits forever. A thread that sleeps out the limit and then ends the process, unless the check
/// has returned.
enum CheckWatchdog {
  /// The line to print when the limit passes while a check is under way; `nil` when none is.
  private static let pending = Mutex<String?>(nil)

  /// Runs `check`, ending the process with `message` if it does not return within `seconds`.
  static func guarding<Result, Failure: Error>(
    seconds: Double, message: String, _ check: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pending.withLock { $0 = message }
    defer { pending.withLock { $0 = nil } }
    var timeout = timespec(
      tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
    let argument = UnsafeMutableRawPointer.allocate(
      byteCount: MemoryLayout<timespec>.size, alignment: MemoryLayout<timespec>.alignment)
    argument.copyMemory(from: &timeout, byteCount: MemoryLayout<timespec>.size)
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t?
    #endif
    let started = pthread_create(
      &thread, nil,
      { argument in
        guard let argument else { return nil }
        var timeout = argument.load(as: timespec.self)
        argument.deallocate()
        var remaining = timespec()
        while nanosleep(&timeout, &remaining) != 0 && errno == EINTR { timeout = remaining }
        CheckWatchdog.pending.withLock { message in
          guard let message else { return }
          let line = "error: " + message + "\n"
          _ = try? FileDescriptor.standardError.writeAll(line.utf8)
          ChildProcesses.endAll()
          _exit(70)
        }
        return nil
      }, argument)
    if started == 0 { pthread_detach(thread) } else { argument.deallocate() }
    return try check()
  }
}
