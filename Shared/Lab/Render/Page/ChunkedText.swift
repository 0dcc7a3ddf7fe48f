/// Text written a piece at a time into chunks of about a megabyte, for writing on later: a page's
/// section drawn on another thread while this one writes the section before it. A string would
/// grow by doubling, holding up to twice a long section's tens of megabytes, and copy it each time.
struct ChunkedText: TextOutputStream, TextOutputStreamable, Sendable {
  /// The chunks, in order; each but the last at least `chunkSize` bytes long.
  private var chunks: [String] = []

  /// How long a chunk grows before the next one begins, in UTF-8 bytes.
  private static let chunkSize = 1 << 20

  /// Appends `string` to the last chunk, or begins a new one when the last is full.
  mutating func write(_ string: String) {
    if chunks.isEmpty || chunks[chunks.count - 1].utf8.count >= Self.chunkSize {
      var chunk = ""
      chunk.reserveCapacity(Self.chunkSize + 4096)
      chunks.append(chunk)
    }
    chunks[chunks.count - 1] += string
  }

  /// Writes the chunks to `output`, in order.
  func write(to output: inout some TextOutputStream) {
    for chunk in chunks { output.write(chunk) }
  }
}
