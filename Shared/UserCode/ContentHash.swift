/// Names a compiled controller by what went into it (the rewritten files, the glue, the
/// compiler's arguments), so that an unchanged file is not compiled again and an edited one never
/// reuses an old build: SHA-256 over each part preceded by its length, so that `ab` + `c` and
/// `a` + `bc` differ, and no one can make other content that names the same entry.
struct ContentHash {
  private var digest = SHA256()

  /// Adds `bytes` (a file's `Data`, text's UTF-8) as one part.
  mutating func add(_ bytes: some Collection<UInt8>) {
    let count = UInt64(bytes.count)
    digest.update((0..<8).map { UInt8(truncatingIfNeeded: count >> (UInt64($0) * 8)) })
    digest.update(Array(bytes))
  }

  /// Adds `text`'s UTF-8 as one part.
  mutating func add(_ text: String) {
    add(text.utf8)
  }

  /// The hash as 64 hex digits.
  var hex: String { digest.hex() }
}
