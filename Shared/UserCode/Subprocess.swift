import SchmeeboardLab
import SystemPackage

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
/// never stalls. The child starts with no signal blocked and the default action for each, whatever
/// thread starts it (a matrix's worker threads block them), in a process group of its own
/// (`ChildProcesses`); it is done when it exits, even while a process it started still holds its
/// outputs, and that process ends with it.
struct Subprocess {
  /// What the program printed, and how it ended.
  struct Result {
    /// Everything it wrote on standard output.
    var standardOutput: [UInt8]
    /// Everything it wrote on standard error.
    var standardError: [UInt8]
    /// Its exit status; 128 plus the signal's number when a signal ended it.
    var status: Int32
    /// Whether it ran past its time limit.
    var ranOverTime = false
  }

  /// How long the child may run, and the signal it is sent then, and again every tenth of a second
  /// (a child that tells where it was may want a moment it can tell): it has a second more to end
  /// by itself before its group is killed.
  struct TimeLimit {
    var seconds: Double
    var signal: Int32
  }

  /// The program's path, or a name to look up on `PATH`.
  var executable: String
  /// Its arguments, without its own name.
  var arguments: [String]
  /// What it reads on standard input; it reads an empty one when `nil`.
  var input: [UInt8]?
  /// How long it may run; no limit when `nil`.
  var timeLimit: TimeLimit?

  /// A started child: its process id and the parent's ends of its standard input, output and
  /// error; and, for a child the run server forked (`RunServer`), which only the server can wait
  /// for, the pipe on which the server tells its exit status.
  struct Child {
    var pid: pid_t
    var toChild: Int32
    var fromChild: Int32
    var errorsFromChild: Int32
    /// The pipe that tells the exit status (an `Int32`); `nil` for the driver's own child.
    var exitTold: Int32? = nil
  }

  /// Runs the program to its end; throws `CommandFailure` when it cannot be started.
  func run() throws(CommandFailure) -> Result {
    let (_, child) = try ChildProcesses.starting { () throws(CommandFailure) in
      let child = try start()
      return (child.pid, child)
    }
    defer { ChildProcesses.ended(child.pid) }
    return Self.exchange(input ?? [], with: child, timeLimit: timeLimit)
  }

  /// Makes the child's pipes and starts it.
  private func start() throws(CommandFailure) -> Child {
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    var errorsFromChild: [Int32] = [-1, -1]
    // Closed on exec: runs started side by side (a matrix's) must not inherit each other's pipes,
    // or a child would wait for the end of an input another child holds open.
    guard Self.pipe(&toChild), Self.pipe(&fromChild), Self.pipe(&errorsFromChild) else {
      throw CommandFailure(.software, "cannot make a pipe to run \(executable): \(Self.lastError)")
    }
    let spawned = Self.spawn(
      executable, arguments, streams: (toChild[0], fromChild[1], errorsFromChild[1]))
    close(toChild[0])
    close(fromChild[1])
    close(errorsFromChild[1])
    guard case .success(let child) = spawned else {
      [toChild[1], fromChild[0], errorsFromChild[0]].forEach { close($0) }
      if case .failure(let code) = spawned {
        throw CommandFailure(
          .unavailable, "cannot run \(executable): \(Errno(rawValue: code).description)")
      }
      throw CommandFailure(.unavailable, "cannot run \(executable)")
    }
    return Child(
      pid: child, toChild: toChild[1], fromChild: fromChild[0],
      errorsFromChild: errorsFromChild[0])
  }

  /// Starts `executable` with `arguments` and `streams` as its standard input, output and error,
  /// with no signal blocked and the default action for each, in a process group of its own, its
  /// environment this process's with `adding` added: its process id, or the system's error
  /// number.
  static func spawn(
    _ executable: String, _ arguments: [String], streams: (Int32, Int32, Int32),
    adding environment: [String] = []
  ) -> Spawned {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, streams.0, STDIN_FILENO)
    posix_spawn_file_actions_adddup2(&actions, streams.1, STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, streams.2, STDERR_FILENO)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var defaultSignals = sigset_t()
    sigemptyset(&defaultSignals)
    for signal in ChildProcesses.endingSignals + [SIGPIPE, SIGQUIT, SIGUSR1] {
      sigaddset(&defaultSignals, signal)
    }
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var inherited: [UnsafeMutablePointer<CChar>?] = []
    var entry = environ
    while let variable = entry.pointee {
      inherited.append(variable)
      entry += 1
    }
    let added = environment.map { strdup($0) }
    defer { added.forEach { free($0) } }
    let envp = inherited + added + [nil]
    var child = pid_t()
    let spawned = posix_spawnp(&child, executable, &actions, &attributes, argv, envp)
    return spawned == 0 ? .success(child) : .failure(spawned)
  }

  /// A started process's id, or why it could not start.
  enum Spawned {
    case success(pid_t)
    case failure(Int32)
  }

  /// Writes `input` to `child`'s standard input and reads its standard output and error, all at
  /// once, until it exits (then what is left in its pipes, without waiting for a process that
  /// holds them open), sending it `timeLimit`'s signal when its time is up and killing its group a
  /// second later; closes the pipes.
  static func exchange(_ input: [UInt8], with child: Child, timeLimit: TimeLimit?) -> Result {
    let (writing, reading, errors) = (child.toChild, child.fromChild, child.errorsFromChild)
    defer { child.exitTold.map { _ = close($0) } }
    var result = Result(standardOutput: [], standardError: [], status: 0)
    var written = 0
    var open = (input: true, output: true, errors: true)
    if input.isEmpty {
      close(writing)
      open.input = false
    }
    // A child that exits without reading its input must not end the driver with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    let started = ContinuousClock.now
    var signalled: Duration?
    var exited: Int32?
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while open.input || open.output || open.errors {
      if exited == nil {
        exited = exitStatus(of: child, waiting: false)
        // What it started ends with it, as an app's processes do.
        if exited != nil { kill(-child.pid, SIGKILL) }
      }
      if let timeLimit, exited == nil {
        let elapsed = ContinuousClock.now - started
        if elapsed >= .seconds(timeLimit.seconds + 1) {
          kill(-child.pid, SIGKILL)
        } else if elapsed >= .seconds(timeLimit.seconds),
          signalled.map({ elapsed - $0 >= .milliseconds(100) }) ?? true
        {
          kill(child.pid, timeLimit.signal)
          signalled = elapsed
          result.ranOverTime = true
        }
      }
      var descriptors = [
        pollfd(fd: open.input && exited == nil ? writing : -1, events: Int16(POLLOUT), revents: 0),
        pollfd(fd: open.output ? reading : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: open.errors ? errors : -1, events: Int16(POLLIN), revents: 0),
        // The server's word that the child exited wakes the loop at once.
        pollfd(fd: exited == nil ? child.exitTold ?? -1 : -1, events: Int16(POLLIN), revents: 0),
      ]
      // Once the child has exited, only what its pipes already hold is read.
      let ready = poll(&descriptors, 4, exited == nil ? 50 : 0)
      if ready < 0, errno == EINTR { continue }
      if ready <= 0, exited != nil { break }
      guard ready >= 0 else { break }
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
    if open.input { close(writing) }
    if open.output { close(reading) }
    if open.errors { close(errors) }
    result.status = exited ?? exitStatus(of: child, waiting: true) ?? 70
    return result
  }

  /// Makes a pipe whose two ends close when a child execs (`dup2` onto its standard streams
  /// clears that for the copies it keeps). Called only while `ChildProcesses` starts a child, so
  /// that no other thread starts one between the pipe's making and its marking.
  static func pipe(_ descriptors: inout [Int32]) -> Bool {
    #if canImport(Glibc)
      guard Glibc.pipe(&descriptors) == 0 else { return false }
    #else
      guard Darwin.pipe(&descriptors) == 0 else { return false }
    #endif
    return descriptors.allSatisfy { fcntl($0, F_SETFD, FD_CLOEXEC) == 0 }
  }

  /// `child`'s exit status, or 128 plus the signal that ended it, once it has ended; `nil` while
  /// it runs (when not `waiting`). A forked run's status is the one its server tells, 70 when the
  /// server ended without telling it.
  private static func exitStatus(of child: Child, waiting: Bool) -> Int32? {
    if let told = child.exitTold {
      var ready = [pollfd(fd: told, events: Int16(POLLIN), revents: 0)]
      guard waiting || poll(&ready, 1, 0) > 0 else { return nil }
      return RunServer.readNumber(from: told) ?? 70
    }
    var status: Int32 = 0
    var reaped: pid_t
    repeat {
      reaped = waitpid(child.pid, &status, waiting ? 0 : WNOHANG)
    } while reaped < 0 && errno == EINTR
    guard reaped == child.pid else { return nil }
    return exitStatus(waited: status)
  }

  /// The exit status `waitpid` reported as `status`: the process's own, or 128 plus the signal
  /// that ended it.
  static func exitStatus(waited status: Int32) -> Int32 {
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// The C library's text for the last error.
  static var lastError: String { Errno(rawValue: errno).description }
}
