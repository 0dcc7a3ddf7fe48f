import SystemPackage

/// Reading a descriptor to its end, which swift-system leaves to its users; its `read` retries a
/// call a signal interrupts, as its `writeAll`, which writes the rest, does.
extension FileDescriptor {
  /// The bytes the descriptor holds up to its end, or the first `limit` of them; throws the
  /// `Errno` of a read that failed (a directory, a closed descriptor).
  package func bytes(limit: Int = .max) throws -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: Swift.min(1 << 16, limit))
    while bytes.count < limit {
      let wanted = Swift.min(chunk.count, limit - bytes.count)
      let count = try chunk.withUnsafeMutableBytes {
        try read(into: UnsafeMutableRawBufferPointer(rebasing: $0[..<wanted]))
      }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    return bytes
  }
}
