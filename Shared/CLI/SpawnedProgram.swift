#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program to its end and collects what it printed, with the C library's `posix_spawn`,
/// where Foundation's `Process` would bring all of Foundation into the executables.
nonisolated enum SpawnedProgram {
  /// What a program printed, and how it ended.
  struct Result {
    /// Its standard output.
    var output: [UInt8]
    /// Its standard error.
    var errors: [UInt8]
    /// Its exit status, or the signal that ended it (as Foundation's `terminationStatus`).
    var status: Int32
  }

  /// Runs the program at `path` with `arguments`, in this process's environment, and waits for it.
  static func run(_ path: String, _ arguments: [String]) throws(SystemError) -> Result {
    let output = try makePipe()
    let errors = try makePipe()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, output.write, STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, errors.write, STDERR_FILENO)
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }.sorted()
    var child = pid_t()
    let started = withCStrings([path] + arguments) { argv in
      withCStrings(environment) { envp in posix_spawn(&child, path, &actions, nil, argv, envp) }
    }
    close(output.write)
    close(errors.write)
    defer {
      close(output.read)
      close(errors.read)
    }
    guard started == 0 else { throw SystemError(code: started) }
    // A timeline is a few hundred kilobytes and an error one line; read both before waiting, so
    // that neither pipe fills up.
    let printed = (try? FileDescriptor.bytes(of: output.read)) ?? []
    let refusal = (try? FileDescriptor.bytes(of: errors.read)) ?? []
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    // As the wait macros read it: the low seven bits are the signal, or 0 for an exit.
    let signal = status & 0x7f
    return Result(
      output: printed, errors: refusal, status: signal == 0 ? (status >> 8) & 0xff : signal)
  }

  /// A new pipe, both ends closed on `exec` (the child gets its copies through `dup2`).
  private static func makePipe() throws(SystemError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw SystemError.last }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  /// Calls `body` with `strings` as a C array of C strings ending in a null pointer.
  private static func withCStrings<Result>(
    _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
  ) -> Result {
    let copies = strings.map { strdup($0) } + [nil]
    defer { copies.forEach { free($0) } }
    return copies.withUnsafeBufferPointer { body($0.baseAddress!) }
  }
}
