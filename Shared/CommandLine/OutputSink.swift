import SchmeeboardLab
import Synchronization
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the command's output goes as a renderer writes it: standard output a megabyte at a time,
/// so that a long output (a comparison's page runs to hundreds of megabytes) is never whole in
/// memory; or, for `output()`, kept whole.
///
/// A write that fails (a full disk, a pipe whose reader has gone while SIGPIPE is ignored) ends the
/// command at once with status 74 and one line, rather than rendering the rest for nowhere.
struct OutputSink: TextOutputStream {
  /// The descriptor written to; `nil` keeps the output whole.
  private let descriptor: FileDescriptor?
  /// What is written and not yet handed on, or all of it when it is kept whole.
  private var bytes: [UInt8] = []

  /// A sink that writes to `descriptor`, or with `nil` keeps the output whole.
  init(writingTo descriptor: Int32?) {
    self.descriptor = descriptor.map(FileDescriptor.init(rawValue:))
  }

  /// The output kept whole.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// How many bytes are held before they are handed on.
  private static let chunk = 1 << 20

  /// Holds `string`, handing the bytes held on once there is a chunk of them; a string a chunk
  /// long or longer (a page's section runs to tens of megabytes) goes straight on after what is
  /// held, where appending it would grow the held bytes to its size for good.
  mutating func write(_ string: String) {
    if let descriptor, string.utf8.count >= Self.chunk {
      handOn()
      do {
        try descriptor.writeAll(string.utf8)
      } catch {
        Self.fail(Errno(thrown: error))
      }
      return
    }
    bytes += string.utf8
    if descriptor != nil, bytes.count >= Self.chunk { handOn() }
  }

  /// Writes what is left.
  mutating func finish() {
    if descriptor != nil { handOn() }
  }

  /// Writes what is held now, before work that makes no output for a while: a page's first line
  /// before its runs, so that a reader that needs no more can close the pipe and stop them.
  mutating func flush() {
    finish()
  }

  /// Writes the bytes held to the descriptor.
  private mutating func handOn() {
    if let descriptor {
      do {
        try descriptor.writeAll(bytes)
      } catch {
        Self.fail(Errno(thrown: error))
      }
    }
    bytes.removeAll(keepingCapacity: true)
  }

  /// Ends the command before more work when standard output is a pipe whose reader has gone
  /// (`… | head -1` once `head` has its line): as a write would, by SIGPIPE, or when SIGPIPE is
  /// ignored with status 74. Asked between a comparison's runs, which come before any output.
  static func stopIfTheReaderHasGone() {
    var output = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
    guard poll(&output, 1, 0) == 1, output.revents & Int16(POLLERR) != 0 else { return }
    raise(SIGPIPE)
    fail(.brokenPipe)
  }

  /// Ends the command because a write failed, as every output that cannot be written does: one
  /// line on standard error, status 74. A comparison's runs on other threads may find the reader
  /// gone at the same moment: the first to fail says so and exits; any other waits for that exit,
  /// so the line is printed once.
  private static func fail(_ error: Errno) -> Never {
    guard failing.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
    else {
      while true { pause() }
    }
    let failure = CommandFailure(.ioError, "cannot write the output: \(error.reason)")
    // Nothing is left to tell when standard error cannot be written either; the status still says.
    _ = try? FileDescriptor.standardError.writeAll((failure.line + "\n").utf8)
    exit(failure.status.rawValue)
  }

  /// Whether a thread is already ending the command because the output cannot be written.
  private static let failing = Atomic(false)
}
