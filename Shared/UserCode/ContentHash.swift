/// FNV-1a, 64 bits: names a compiled controller by what went into it, so that an unchanged file
/// is not compiled again and an edited one never reuses an old build. Not for security: a clash
/// would at worst run a stale build, and 64 bits make one vanishingly rare for a cache this size.
struct ContentHash {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Folds `bytes` in, then a separator, so that `ab` + `c` and `a` + `bc` differ.
  mutating func add(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { fold(byte) }
    fold(0xff)
  }

  /// Folds `text`'s UTF-8 in.
  mutating func add(_ text: String) {
    add(text.utf8)
  }

  private mutating func fold(_ byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
  }

  /// The hash as sixteen hex digits.
  var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
