import SimulatedUIKit
import Synchronization
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process of one run (`IsolatedRun.serve`), made to behave as a device does: the user's
/// `print`s and writes to standard output or error are the app's console, kept apart from the
/// lab's channel to the driver; a hang or an `exit()` in the user's code is told on that channel
/// as a `RunEnd`, naming where it happened.
///
/// The channel is the process's standard output as it started, moved to a descriptor of its own
/// that a process the app starts does not inherit; standard output then goes where standard error
/// goes, line by line, as Xcode's console shows both.
enum RunProcess {
  /// The signal the driver sends a run past its time limit (`RunTimeLimit`).
  static let hangSignal = SIGUSR1
  /// The status the process ends with after telling a hang.
  static let hangStatus: Int32 = 124
  /// The status the process ends with when its timeline cannot be sent because the user's code
  /// closed the lab's channel (a loop closing every descriptor, as a daemon does): `EX_IOERR`.
  static let channelClosedStatus: Int32 = 74

  /// The lab's channel, once `separateConsole()` has made it; -1 before.
  private static let channel = Atomic<Int32>(-1)
  /// The channel's device and inode, to tell it from a file the user's code opened on its number
  /// after closing it.
  private static let channelDevice = Atomic<UInt64>(0)
  private static let channelInode = Atomic<UInt64>(0)
  /// Whether the run is under way: an exit then is the user's code's, any other the lab's own.
  private static let running = Atomic(false)
  /// How many hang signals, past the whole limit of computing, found a stack naming no method of
  /// the user's (`separateConsole()`).
  private static let namelessStacks = Atomic(0)
  /// How many such stacks make the hang one "outside a method the lab can name".
  private static let namelessStacksToTell = 3

  /// Moves the lab's channel off standard output, sends standard output to standard error, and
  /// makes a hang (`hangSignal`) and an `exit()` tell the driver where they happened. Called
  /// once, before the user's code runs.
  static func separateConsole() {
    let descriptor = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
    var info = stat()
    fstat(descriptor, &info)
    channelDevice.store(UInt64(info.st_dev), ordering: .sequentiallyConsistent)
    channelInode.store(UInt64(info.st_ino), ordering: .sequentiallyConsistent)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    #if canImport(Glibc)
      // Line by line, as a terminal's: what was printed before a hang is not lost in a buffer.
      // The C library's `stdout`, looked up, since the variable is shared mutable state to Swift.
      if let standardOutput = dlsym(nil, "stdout") {
        setvbuf(standardOutput.load(as: UnsafeMutablePointer<FILE>?.self), nil, _IOLBF, 0)
      }
    #endif
    channel.store(descriptor, ordering: .sequentiallyConsistent)
    signal(hangSignal) { _ in
      // A stack that names no method of the user's is told as a hang only once this process has
      // computed for the whole limit: before that, the signal may have found the lab's own code
      // still on its way to the user's, on a machine busy enough to keep this process waiting for
      // a core (told after five signals, that was a hang "outside a method the lab can name").
      // Even then one such stack is not enough: a stack caught where it cannot be read (a linker's
      // stub or a thunk without unwind tables) names no method either, and a loop calling into
      // the lab passes through those many times a second (on a busy machine, a single unreadable
      // stack told a user's `while` loop as outside their code). The driver signals again every
      // tenth of a second until it kills the process.
      let method = UserCodeFrame.innermost()
      if method == nil {
        guard RunProcess.processorSeconds >= RunTimeLimit.seconds else { return }
        let nameless = RunProcess.namelessStacks.add(1, ordering: .sequentiallyConsistent).newValue
        guard nameless >= RunProcess.namelessStacksToTell else { return }
      }
      RunProcess.tell(.hang(method: method, time: RunProcess.virtualTime))
      _exit(RunProcess.hangStatus)
    }
    #if canImport(Glibc)
      on_exit(
        { status, _ in
          guard RunProcess.running.load(ordering: .sequentiallyConsistent) else { return }
          RunProcess.tell(
            .exit(status: status, method: UserCodeFrame.innermost(), time: RunProcess.virtualTime))
        }, nil)
    #endif
  }

  /// Runs `run`, the run that calls the user's code: an `exit()` during it is the app's.
  static func running<Result>(_ run: () -> Result) -> Result {
    running.store(true, ordering: .sequentiallyConsistent)
    defer { running.store(false, ordering: .sequentiallyConsistent) }
    return run()
  }

  /// The processor time this process has used, in seconds.
  private static var processorSeconds: Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The running simulation's time on this thread, if one is running.
  private static var virtualTime: Double? {
    RunningSystemSlot.current?.now.seconds
  }

  /// Writes `bytes` on the channel, whole; `false` when the channel is closed, or is no longer
  /// the one `separateConsole()` made (the user's code closed it and opened a file on its number,
  /// which the bytes must not reach).
  static func send(_ bytes: [UInt8]) -> Bool {
    let descriptor = channel.load(ordering: .sequentiallyConsistent)
    var info = stat()
    guard descriptor >= 0, fstat(descriptor, &info) == 0,
      UInt64(info.st_dev) == channelDevice.load(ordering: .sequentiallyConsistent),
      UInt64(info.st_ino) == channelInode.load(ordering: .sequentiallyConsistent)
    else { return false }
    return (try? FileDescriptor(rawValue: descriptor).writeAll(bytes)) != nil
  }

  /// Writes `end`'s line on the channel.
  private static func tell(_ end: RunEnd) {
    _ = send(Array(end.line.utf8))
  }
}
