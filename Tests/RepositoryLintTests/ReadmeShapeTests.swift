import Foundation
import TestSupport
import Testing

/// The README reads in minutes: at most 300 lines, opening with the two commands a newcomer runs.
/// What does not fit is in `docs/` (issue 29).
@Suite struct ReadmeShapeTests {
  private static func readme() throws -> [Substring] {
    try String(
      contentsOf: ShellExamplePages.root().appendingPathComponent("README.md"), encoding: .utf8
    ).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  }

  @Test func theReadmeHasAtMost300Lines() throws {
    let count = try Self.readme().count
    #expect(count <= 300, "README.md has \(count) lines; move the detail to a page of docs/")
  }

  // The title, then a block of the two commands: the replay of the 2017 fix, and the tests.
  @Test func theReadmeOpensWithTheTwoCommands() throws {
    let lines = try Self.readme()
    #expect(lines.count > 5)
    #expect(lines[0].hasPrefix("# "))
    #expect(lines[1].isEmpty)
    #expect(lines[2] == "```sh")
    #expect(lines[3].hasPrefix("swift run CorrectedSchmeeboard3 "))
    #expect(lines[4].hasPrefix("swift test "))
    #expect(lines[5] == "```")
  }
}
