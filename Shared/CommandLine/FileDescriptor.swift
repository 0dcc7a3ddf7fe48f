import SchmeeboardLab
import SimulatedUIKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing an open file descriptor with the C library alone, where Foundation's
/// `FileHandle` would bring all of Foundation into the executables.
enum FileDescriptor {
  /// The bytes `descriptor` holds up to its end, or the first `limit` of them; throws why a read
  /// failed (a directory, a closed descriptor).
  static func bytes(of descriptor: Int32, limit: Int = .max) throws(SystemError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw SystemError.last }
      if count == 0 { break }
      bytes.append(contentsOf: chunk.prefix(count))
    }
    return bytes
  }

  /// Writes all of `text` to `descriptor`; throws why a write failed (a full disk, a closed
  /// descriptor).
  static func writeAll(_ text: String, to descriptor: Int32) throws(SystemError) {
    var text = text
    // `withUTF8` rethrows untyped errors; carry the typed one out.
    var failure: SystemError?
    text.withUTF8 { bytes in
      do throws(SystemError) { try writeAll(bytes, to: descriptor) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  /// Writes all of `bytes` to `descriptor`; throws why a write failed.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemError) {
    // `withUnsafeBufferPointer` rethrows untyped errors; carry the typed one out.
    var failure: SystemError?
    bytes.withUnsafeBufferPointer { bytes in
      do throws(SystemError) { try writeAll(bytes, to: descriptor) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  /// Writes all of `bytes` to `descriptor`.
  private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32)
    throws(SystemError)
  {
    guard let start = bytes.baseAddress else { return }
    var written = 0
    while written < bytes.count {
      let count = write(descriptor, start + written, bytes.count - written)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { throw count == 0 ? SystemError(code: EIO) : SystemError.last }
      written += count
    }
  }
}
