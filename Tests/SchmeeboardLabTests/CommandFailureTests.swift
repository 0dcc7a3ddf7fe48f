import Foundation
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedUIKit

/// A failure is one line, trimmed as Foundation's `trimmingCharacters(in: .whitespaces)` trimmed
/// it before the executables stopped loading Foundation.
@Suite struct CommandFailureTests {
  @Test func whitespaceIsTrimmedAsFoundationTrimsIt() {
    // Every scalar of the Basic Multilingual Plane and a few beyond, at both ends of a word.
    let values = Array(0...0xFFFF) + [0x1_0000, 0x1_F600, 0xE_0020, 0x10_FFFF]
    let differing = values.compactMap(Unicode.Scalar.init).filter { scalar in
      let text = "\(scalar)x\(scalar)"
      return CommandFailure.trimmingWhitespace(Substring(text))
        != text.trimmingCharacters(in: .whitespaces)
    }
    #expect(differing.isEmpty, "\(differing.map { String($0.value, radix: 16) })")
  }

  @Test(arguments: [" \u{301}x", "x \u{301}", "\t x \u{200B}", " ", "", "a b", "\u{3000}y\u{A0}"])
  func aSpaceIsTrimmedScalarByScalarAsFoundationDoes(text: String) {
    #expect(
      CommandFailure.trimmingWhitespace(Substring(text))
        == text.trimmingCharacters(in: .whitespaces))
  }

  @Test func aMessageOfSeveralLinesBecomesOneLine() {
    #expect(
      CommandFailure(.usage, "unknown value\n  one,\r\n\ttwo \u{2028} three").line
        == "error: unknown value one, two three")
  }
}
