import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The run server's own process (`RunServer`): one thread, the compiled controller loaded and
/// none of its code run, forking a child for each run the driver asks for.
///
/// The child is what a run's process was when the driver started one a run: in a process group of
/// its own, with no signal blocked and the default action for each, the driver's pipes as its
/// standard input, output and error and no other descriptor of the server's; it serves the run
/// (`IsolatedRun.serve`) and exits. The server tells the driver the child's process id, reaps it
/// when it ends (woken by `SIGCHLD`), ends what is left of its group, and tells its exit status.
enum RunServerProcess {
  /// The environment variable the server starts with, so that the dynamic loader binds every
  /// function the server's libraries call as it loads them, once, rather than each run's process
  /// binding those it calls at its first call of each, again in every run (a tenth of a run's CPU
  /// time, measured). The server takes it out of its environment at once: the runs see the
  /// driver's environment, and nothing they start inherits it.
  static let eagerBinding = "LD_BIND_NOW=1"

  /// The write end of the pipe on which `SIGCHLD` wakes the server's loop; -1 before it is made.
  private static let wake = Atomic<Int32>(-1)

  /// Serves runs with `runOne` until the driver closes the socket on standard input; returns the
  /// exit status.
  static func serve(_ runOne: () -> Int32) -> Int32 {
    unsetenv(String(eagerBinding.prefix { $0 != "=" }))
    let requests = STDIN_FILENO
    // A driver that stopped reading must not end the server with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    var wakePipe: [Int32] = [-1, -1]
    guard Subprocess.pipe(&wakePipe) else { return 71 }
    for end in wakePipe { _ = fcntl(end, F_SETFL, O_NONBLOCK) }
    wake.store(wakePipe[1], ordering: .sequentiallyConsistent)
    signal(SIGCHLD) { _ in
      let saved = errno
      var byte: UInt8 = 0
      _ = write(RunServerProcess.wake.load(ordering: .sequentiallyConsistent), &byte, 1)
      errno = saved
    }
    // Each live child, with the pipe its exit status is told on.
    var children: [pid_t: Int32] = [:]
    while true {
      var descriptors = [
        pollfd(fd: requests, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakePipe[0], events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, -1)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { break }
      if descriptors[1].revents != 0 {
        var drained = [UInt8](repeating: 0, count: 64)
        while drained.withUnsafeMutableBytes({ read(wakePipe[0], $0.baseAddress, $0.count) }) > 0 {
        }
        reap(&children)
      }
      guard descriptors[0].revents != 0 else { continue }
      guard let streams = DescriptorMessage.receive(4, on: requests) else { break }
      guard streams.count == 4 else { continue }
      let told = streams[3]
      fflush(nil)
      let child = fork()
      if child == 0 {
        becomeRun(streams: streams, closing: wakePipe + Array(children.values))
        // Once the run is told, the process has nothing left to do: it ends with what its code
        // printed flushed, without the exit handlers and destructors of the server's libraries
        // (a process a run tears them down for nothing).
        let status = runOne()
        fflush(nil)
        _exit(status)
      }
      streams.prefix(3).forEach { close($0) }
      guard child > 0 else {
        RunServer.writeNumber(-errno, to: told)
        close(told)
        continue
      }
      // Before the driver hears of the child, its group exists, whichever of the two runs first.
      setpgid(child, child)
      RunServer.writeNumber(child, to: told)
      children[child] = told
    }
    // The driver is gone: so are its runs.
    for child in children.keys { kill(-child, SIGKILL) }
    while wait(nil) > 0 || errno == EINTR {}
    return 0
  }

  /// Makes the forked child a run's process: a process group of its own, no signal blocked and
  /// the default action for those the server handles, `streams` (the driver's pipes) as its
  /// standard input, output and error, and no other descriptor of the server's (`closing`, and the
  /// socket, which standard input replaces).
  private static func becomeRun(streams: [Int32], closing: [Int32]) {
    setpgid(0, 0)
    signal(SIGCHLD, SIG_DFL)
    signal(SIGPIPE, SIG_DFL)
    var none = sigset_t()
    sigemptyset(&none)
    sigprocmask(SIG_SETMASK, &none, nil)
    dup2(streams[0], STDIN_FILENO)
    dup2(streams[1], STDOUT_FILENO)
    dup2(streams[2], STDERR_FILENO)
    for descriptor in streams + closing { close(descriptor) }
  }

  /// Reaps every child that has ended: ends what is left of its group (a process it started) and
  /// tells its exit status.
  private static func reap(_ children: inout [pid_t: Int32]) {
    while true {
      var status: Int32 = 0
      let child = waitpid(-1, &status, WNOHANG)
      if child < 0, errno == EINTR { continue }
      guard child > 0 else { return }
      kill(-child, SIGKILL)
      if let told = children.removeValue(forKey: child) {
        RunServer.writeNumber(Subprocess.exitStatus(waited: status), to: told)
        close(told)
      }
    }
  }
}
