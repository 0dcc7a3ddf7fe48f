import Foundation
import Testing

@testable import SchmeeboardUserCode

/// The cache's hash is SHA-256: the examples of FIPS 180-4 (and its supplement of examples), each
/// digest as the standard prints it.
@Suite struct SHA256Tests {
  private func digest(_ bytes: [UInt8], in pieces: Int = 1) -> String {
    var hash = SHA256()
    let size = max(1, (bytes.count + pieces - 1) / pieces)
    for start in stride(from: 0, to: bytes.count, by: size) {
      hash.update(Array(bytes[start..<min(start + size, bytes.count)]))
    }
    return hash.hex()
  }

  @Test func theStandardsOneBlockMessageABC() {
    #expect(
      digest(Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test func theStandardsTwoBlockMessageOf448Bits() {
    let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    #expect(
      digest(Array(message.utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test func theEmptyMessage() {
    #expect(digest([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  // A million `a`s, added in pieces that do not fall on the 64-byte blocks.
  @Test func aMillionAsAddedInUnevenPieces() {
    #expect(
      digest([UInt8](repeating: 0x61, count: 1_000_000), in: 7)
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  // The cache's key folds each part in with its length: moving a byte from one part to the next
  // names another entry.
  @Test func theKeysPartsCannotBeShiftedIntoEachOther() {
    var first = ContentHash()
    first.add("ab")
    first.add("c")
    var second = ContentHash()
    second.add("a")
    second.add("bc")
    #expect(first.hex != second.hex)
    #expect(first.hex.count == 64)
  }
}
