import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program a test runs to its end: started with the C library's `posix_spawn`, its standard
/// output and error read together until both end, and then reaped at once by a `waitpid` that
/// blocks on the test's own thread.
///
/// Foundation's `Process` hears of its child's end from a thread of its own, and `waitUntilExit`
/// looks every 50 ms: some 50 ms of a test's time a program went by idle (an example's launch of
/// the driver took 0.15 to 0.23 s through `Process`, 0.10 to 0.16 s this way, the same hour; see
/// docs/performance.md). And while a child that has ended is not yet reaped, Swift Testing's
/// exit-test monitor, which waits for any child of the test process without reaping it, wakes for
/// that child again and again, spinning (`ExitTestMonitor`).
public struct ProgramRun {
  /// Everything the program wrote on standard output.
  public var standardOutput: [UInt8]
  /// Everything it wrote on standard error.
  public var standardError: [UInt8]
  /// Its exit status, or the number of the signal that ended it (as `Process.terminationStatus`).
  public var status: Int32

  /// Why a program could not be started: `posix_spawn`'s error number, or a pipe's.
  public struct NotStarted: Error, CustomStringConvertible, Sendable {
    public var program: String
    public var code: Int32
    public var description: String { "cannot run \(program): \(String(cString: strerror(code)))" }
  }

  /// Runs `executable` (a path, or a name looked up on `PATH`) with `arguments` to its end: in
  /// `folder` when one is given (through `env -C`, which starts it in that folder as the same
  /// process), its standard input the file at `input` when one is given and this process's
  /// otherwise, its environment this process's with `environment` added.
  public init(
    _ executable: String, _ arguments: [String], in folder: String? = nil, input: String? = nil,
    environment: [String: String] = [:]
  ) throws {
    ExitTestMonitor.lowerOnceStarted()
    let program = folder.map { ["/usr/bin/env", "-C", $0, executable] } ?? [executable]
    let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      .map { "\($0.key)=\($0.value)" }
    var output: [Int32] = [-1, -1]
    var errors: [Int32] = [-1, -1]
    let spawned: Result<pid_t, NotStarted> = {
      guard Self.pipe(&output), Self.pipe(&errors) else {
        return .failure(NotStarted(program: executable, code: errno))
      }
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      if let input {
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, input, O_RDONLY, 0)
      }
      posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO)
      posix_spawn_file_actions_adddup2(&actions, errors[1], STDERR_FILENO)
      guard Self.closeOthers(&actions) else {
        return .failure(NotStarted(program: executable, code: ENOSYS))
      }
      let argv = (program + arguments).map { strdup($0) } + [nil]
      defer { argv.forEach { free($0) } }
      let envp = variables.map { strdup($0) } + [nil]
      defer { envp.forEach { free($0) } }
      var child = pid_t()
      let code = posix_spawnp(&child, program[0], &actions, nil, argv, envp)
      return code == 0 ? .success(child) : .failure(NotStarted(program: executable, code: code))
    }()
    for end in [output[1], errors[1]] where end >= 0 { close(end) }
    let child: pid_t
    switch spawned {
    case .success(let started):
      child = started
    case .failure(let failure):
      for end in [output[0], errors[0]] where end >= 0 { close(end) }
      throw failure
    }
    (standardOutput, standardError) = Self.drain(output[0], errors[0])
    var waited: Int32 = 0
    while waitpid(child, &waited, 0) < 0 && errno == EINTR {}
    let signal = waited & 0x7f
    status = signal == 0 ? (waited >> 8) & 0xff : signal
  }

  /// Adds to `actions` the closing of every descriptor above standard error, as Foundation's
  /// `Process` closes them: a test writing a file beside a launch holds it open without
  /// close-on-exec (a temporary file of an atomic write), and a child that inherited it would keep
  /// it open for writing, so that the file could not be run (`ETXTBSY`, as a fake `swiftc` a test
  /// wrote once could not). The C library's `posix_spawn_file_actions_addclosefrom_np` (glibc
  /// 2.34), which the Glibc module does not export, found by name; `false` when it is not there.
  private static func closeOthers(_ actions: inout posix_spawn_file_actions_t) -> Bool {
    typealias CloseFrom =
      @convention(c) (
        UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32
      ) -> Int32
    guard let process = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(process, "posix_spawn_file_actions_addclosefrom_np")
    else { return false }
    return unsafeBitCast(symbol, to: CloseFrom.self)(&actions, STDERR_FILENO + 1) == 0
  }

  /// Everything on `output` and on `errors` until both end, read together, so that a child that
  /// fills one pipe while the other is read never stalls; closes both.
  private static func drain(_ output: Int32, _ errors: Int32) -> ([UInt8], [UInt8]) {
    var captured: [[UInt8]] = [[], []]
    var descriptors = [
      pollfd(fd: output, events: Int16(POLLIN), revents: 0),
      pollfd(fd: errors, events: Int16(POLLIN), revents: 0),
    ]
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while descriptors.contains(where: { $0.fd >= 0 }) {
      let ready = poll(&descriptors, 2, -1)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { break }
      for index in descriptors.indices where descriptors[index].revents != 0 {
        let descriptor = descriptors[index].fd
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
          captured[index] += buffer.prefix(count)
        } else if count == 0 || errno != EINTR {
          close(descriptors[index].fd)
          descriptors[index].fd = -1
        }
      }
    }
    for descriptor in descriptors where descriptor.fd >= 0 { close(descriptor.fd) }
    return (captured[0], captured[1])
  }

  /// Makes a pipe whose ends close when a child execs (`dup2` onto a child's standard streams
  /// clears that for the copies it keeps).
  private static func pipe(_ ends: inout [Int32]) -> Bool {
    #if canImport(Glibc)
      guard Glibc.pipe(&ends) == 0 else { return false }
    #else
      guard Darwin.pipe(&ends) == 0 else { return false }
    #endif
    return ends.allSatisfy { fcntl($0, F_SETFD, FD_CLOEXEC) == 0 }
  }
}
