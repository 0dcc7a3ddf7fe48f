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

  mutating func write(_ string: String) {
    bytes += string.utf8
    if descriptor != nil, bytes.count >= 1 << 20 { handOn() }
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
      do throws(SystemError) {
        try FileDescriptor.writeAll(bytes, to: descriptor)
      } catch {
        failure = error
      }
    }
    bytes.removeAll(keepingCapacity: true)
  }
}
