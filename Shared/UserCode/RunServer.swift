import SchmeeboardCommandLine
import SchmeeboardLab
import Synchronization
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process that starts each run of a user's controller (`IsolatedRun`), as the driver sees it:
/// the driver runs itself again with `--schmeeboard-run-server LIBRARY` at the first run, and that
/// process loads the compiled controller once and forks a fresh child for every run after
/// (`RunServerProcess`), instead of the driver starting and loading a whole process a run.
///
/// Forked from a process that has loaded the library and run none of its code, each run starts
/// with the user's statics and singletons unmade, as an app's launch does; and it forks from a
/// process with one thread, never from the driver, whose worker threads could hold a lock the
/// child would then wait for forever.
///
/// A run is asked for with its pipes: the driver sends the child's ends of its standard input,
/// output and error, and of a pipe the server answers on, over a Unix socket
/// (`DescriptorMessage`). The server answers the child's process id at once and its exit status
/// when it ends; the child is in a process group of its own, which the driver signals and kills as
/// it does a child of its own (`Subprocess`, `ChildProcesses`). The server ends when the driver
/// closes the socket, or exits, or is killed, ending the runs it started.
public enum RunServer {
  /// The argument that makes the driver the run server, followed by the library's path.
  public static let argument = "--schmeeboard-run-server"

  /// The server's process id and the driver's end of its socket, once it is started.
  private static let server = Mutex<(pid: pid_t, socket: Int32)?>(nil)
  /// The compiled controller the server loads, as the driver names it once it has loaded it
  /// itself (`load(_:)`); `nil` before.
  private static let library = Mutex<String?>(nil)

  /// Makes the server, once started, load the compiled controller at `path`: the library the
  /// driver loaded. Called once, before the command runs.
  static func load(_ path: String) {
    library.withLock { $0 = path }
  }

  /// One run of the compiled controller: `input` on its standard input, its time limit
  /// `timeLimit`; what it printed and how it ended.
  static func run(
    input: [UInt8], timeLimit: Subprocess.TimeLimit
  ) throws(CommandFailure) -> Subprocess.Result {
    guard let path = library.withLock({ $0 }) else {
      throw CommandFailure(.software, "no compiled controller is loaded, so no run can start")
    }
    let socket = try started(path)
    let (_, child) = try ChildProcesses.starting { () throws(CommandFailure) in
      let child = try fork(on: socket)
      return (child.pid, child)
    }
    defer { ChildProcesses.ended(child.pid) }
    return Subprocess.exchange(input, with: child, timeLimit: timeLimit)
  }

  /// Ends the server, if one was started: it reads the end of its socket and ends, and is waited
  /// for. Called as the driver exits.
  static func stop() {
    server.withLock { server in
      guard let (pid, socket) = server else { return }
      close(socket)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      ChildProcesses.ended(pid)
    }
  }

  /// The server's socket, the server started on `library` if it has not been yet.
  private static func started(_ library: String) throws(CommandFailure) -> Int32 {
    try server.withLock { server throws(CommandFailure) in
      if let server { return server.socket }
      guard let executable = LabLocation.executable else {
        throw CommandFailure(.software, "cannot find the running executable's path")
      }
      // A server that is gone must not end the driver with SIGPIPE when a run is asked of it.
      signal(SIGPIPE, SIG_IGN)
      let (pid, socket) = try ChildProcesses.starting { () throws(CommandFailure) in
        var ends: [Int32] = [-1, -1]
        #if canImport(Glibc)
          let stream = Int32(SOCK_STREAM.rawValue)
        #else
          let stream = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, stream, 0, &ends) == 0 else {
          throw CommandFailure(.software, "cannot make the run server's socket: \(lastError)")
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let nowhere = open("/dev/null", O_WRONLY | O_CLOEXEC)
        let spawned = Subprocess.spawn(
          executable, [argument, library], streams: (ends[1], nowhere, STDERR_FILENO),
          adding: [RunServerProcess.eagerBinding])
        close(ends[1])
        close(nowhere)
        guard case .success(let pid) = spawned else {
          close(ends[0])
          throw CommandFailure(.unavailable, "cannot start the run server (\(executable))")
        }
        return (pid, ends[0])
      }
      server = (pid, socket)
      atexit { RunServer.stop() }
      return socket
    }
  }

  /// Asks the server on `socket` for a run: makes its pipes, sends the child's ends, and reads
  /// the child's process id.
  private static func fork(on socket: Int32) throws(CommandFailure) -> Subprocess.Child {
    var pipes: [[Int32]] = []
    for _ in 0..<4 {
      var ends: [Int32] = [-1, -1]
      guard Subprocess.pipe(&ends) else {
        pipes.joined().forEach { _ = close($0) }
        throw CommandFailure(.software, "cannot make a pipe for a run: \(lastError)")
      }
      pipes.append(ends)
    }
    let (toChild, fromChild, errorsFromChild, told) = (pipes[0], pipes[1], pipes[2], pipes[3])
    let sent = DescriptorMessage.send(
      [toChild[0], fromChild[1], errorsFromChild[1], told[1]], on: socket)
    [toChild[0], fromChild[1], errorsFromChild[1], told[1]].forEach { close($0) }
    let pid = sent ? readNumber(from: told[0]) : nil
    guard let pid, pid > 0 else {
      [toChild[1], fromChild[0], errorsFromChild[0], told[0]].forEach { close($0) }
      throw CommandFailure(
        .software,
        pid.map { "the run server cannot fork a run: \(Errno(rawValue: -$0).description)" }
          ?? "the run server has ended, so no run can start")
    }
    return Subprocess.Child(
      pid: pid, toChild: toChild[1], fromChild: fromChild[0], errorsFromChild: errorsFromChild[0],
      exitTold: told[0])
  }

  /// The next number on `pipe` (four bytes, as `writeNumber` writes it); `nil` at its end.
  static func readNumber(from pipe: Int32) -> Int32? {
    guard let bytes = try? FileDescriptor(rawValue: pipe).bytes(limit: 4), bytes.count == 4 else {
      return nil
    }
    return bytes.withUnsafeBytes { $0.loadUnaligned(as: Int32.self) }
  }

  /// Writes `number` on `pipe`, whole (a write of four bytes to a pipe is never split).
  static func writeNumber(_ number: Int32, to pipe: Int32) {
    _ = try? FileDescriptor(rawValue: pipe).writeAll(withUnsafeBytes(of: number, Array.init))
  }

  /// The C library's text for the last error.
  private static var lastError: String { Errno(rawValue: errno).description }
}
