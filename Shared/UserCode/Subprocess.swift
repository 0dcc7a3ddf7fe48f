import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program run to its end with the C library alone (Foundation's `Process` would bring all of
/// Foundation into the driver, whose own conformances would then clash with the `UIKit` module's
/// bridging): its standard input given, its standard output and error captured.
///
/// Both outputs are drained together, so that a child that fills one pipe while the other is read
/// never stalls.
struct Subprocess {
  /// What the program printed, and how it ended.
  struct Result {
    /// Everything it wrote on standard output.
    var standardOutput: [UInt8]
    /// Everything it wrote on standard error.
    var standardError: [UInt8]
    /// Its exit status; 128 plus the signal's number when a signal ended it.
    var status: Int32
  }

  /// The program's path, or a name to look up on `PATH`.
  var executable: String
  /// Its arguments, without its own name.
  var arguments: [String]
  /// What it reads on standard input; it reads an empty one when `nil`.
  var input: [UInt8]?

  /// Runs the program to its end; throws `DriverFailure` when it cannot be started.
  func run() throws(DriverFailure) -> Result {
    let (child, toChild, fromChild, errorsFromChild) = try Self.spawning.withLock {
      _ throws(DriverFailure) in try start()
    }
    var result = Self.exchange(
      input ?? [], to: toChild, from: fromChild, errors: errorsFromChild)
    result.status = Self.wait(for: child)
    return result
  }

  /// Makes the child's pipes and starts it: its process and the parent's ends of its standard
  /// input, output and error.
  private func start() throws(DriverFailure) -> (pid_t, Int32, Int32, Int32) {
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    var errorsFromChild: [Int32] = [-1, -1]
    // Closed on exec: runs started side by side (a matrix's) must not inherit each other's pipes,
    // or a child would wait for the end of an input another child holds open.
    guard Self.pipe(&toChild), Self.pipe(&fromChild), Self.pipe(&errorsFromChild) else {
      throw DriverFailure(.software, "cannot make a pipe to run \(executable): \(Self.lastError)")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], STDIN_FILENO)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, errorsFromChild[1], STDERR_FILENO)
    for descriptor in toChild + fromChild + errorsFromChild {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child = pid_t()
    let spawned = posix_spawnp(&child, executable, &actions, nil, argv, environ)
    close(toChild[0])
    close(fromChild[1])
    close(errorsFromChild[1])
    guard spawned == 0 else {
      [toChild[1], fromChild[0], errorsFromChild[0]].forEach { close($0) }
      throw DriverFailure(
        .unavailable, "cannot run \(executable): \(String(cString: strerror(spawned)))")
    }
    return (child, toChild[1], fromChild[0], errorsFromChild[0])
  }

  /// Writes `input` to `writing` and reads `reading` and `errors` to their ends, all at once.
  private static func exchange(
    _ input: [UInt8], to writing: Int32, from reading: Int32, errors: Int32
  ) -> Result {
    var result = Result(standardOutput: [], standardError: [], status: 0)
    var written = 0
    var open = (input: true, output: true, errors: true)
    if input.isEmpty {
      close(writing)
      open.input = false
    }
    // A child that exits without reading its input must not end the driver with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while open.input || open.output || open.errors {
      var descriptors = [
        pollfd(fd: open.input ? writing : -1, events: Int16(POLLOUT), revents: 0),
        pollfd(fd: open.output ? reading : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: open.errors ? errors : -1, events: Int16(POLLIN), revents: 0),
      ]
      guard poll(&descriptors, 3, -1) >= 0 else {
        if errno == EINTR { continue }
        break
      }
      if open.input, descriptors[0].revents != 0 {
        let count = input[written...].withUnsafeBytes { write(writing, $0.baseAddress, $0.count) }
        if count > 0 { written += count }
        if count <= 0 || written == input.count {
          close(writing)
          open.input = false
        }
      }
      for (index, descriptor) in [(1, reading), (2, errors)] where descriptors[index].revents != 0 {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
          if index == 1 {
            result.standardOutput += buffer.prefix(count)
          } else {
            result.standardError += buffer.prefix(count)
          }
        } else if count == 0 || errno != EINTR {
          close(descriptor)
          if index == 1 { open.output = false } else { open.errors = false }
        }
      }
    }
    return result
  }

  /// Makes a pipe whose two ends close when a child execs (`dup2` onto its standard streams
  /// clears that for the copies it keeps). Called only while `spawning` is held, so that no other
  /// thread starts a child between the pipe's making and its marking.
  private static func pipe(_ descriptors: inout [Int32]) -> Bool {
    #if canImport(Glibc)
      guard Glibc.pipe(&descriptors) == 0 else { return false }
    #else
      guard Darwin.pipe(&descriptors) == 0 else { return false }
    #endif
    return descriptors.allSatisfy { fcntl($0, F_SETFD, FD_CLOEXEC) == 0 }
  }

  /// Held while a child's pipes are made and it is started.
  private static let spawning = Mutex(())

  /// Waits for `child` to end: its exit status, or 128 plus the signal that ended it.
  private static func wait(for child: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// The C library's text for the last error.
  static var lastError: String { String(cString: strerror(errno)) }
}
