#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the command's output goes as a renderer writes it: standard output a megabyte at a time,
/// so that a long output (a comparison's page runs to hundreds of megabytes) is never whole in
/// memory; or, for `output()`, kept whole.
struct OutputSink: TextOutputStream {
  /// The descriptor written to; `nil` keeps the output whole.
  private let descriptor: Int32?
  /// What is written and not yet handed on, or all of it when it is kept whole.
  private var bytes: [UInt8] = []
  /// Why a write failed, the first time one did; nothing is written after it.
  private var failure: SystemError?

  /// A sink that writes to `descriptor`, or with `nil` keeps the output whole.
  init(writingTo descriptor: Int32?) {
    self.descriptor = descriptor
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
      if failure == nil {
        failure = Self.failure { () throws(SystemError) in
          try FileDescriptor.writeAll(string, to: descriptor)
        }
      }
      return
    }
    bytes += string.utf8
    if descriptor != nil, bytes.count >= Self.chunk { handOn() }
  }

  /// Writes what is left; throws why a write failed (a full disk, a closed descriptor), if one
  /// did.
  mutating func finish() throws(SystemError) {
    if descriptor != nil { handOn() }
    if let failure { throw failure }
  }

  /// Writes the bytes held to the descriptor, unless a write failed before.
  private mutating func handOn() {
    if let descriptor, failure == nil {
      failure = Self.failure { () throws(SystemError) in
        try FileDescriptor.writeAll(bytes, to: descriptor)
      }
    }
    bytes.removeAll(keepingCapacity: true)
  }

  /// Why `write` failed; `nil` when it did not.
  private static func failure(of write: () throws(SystemError) -> Void) -> SystemError? {
    do throws(SystemError) {
      try write()
      return nil
    } catch {
      return error
    }
  }
}
