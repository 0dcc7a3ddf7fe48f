import Foundation
import TestSupport
import Testing

/// `CHANGELOG.md` is cut into versions: `[Unreleased]` on top, then each version with its date,
/// newest first; and the newest is the one `--version` prints.
@Suite struct ChangelogTests {
  /// A version heading: `## [1.0.0] - 2026-11-25`.
  struct Release: Equatable {
    var version: [Int]
    var date: String

    init?(heading: Substring) {
      guard
        let match = heading.wholeMatch(
          of: #/## \[(\d+)\.(\d+)\.(\d+)\] - (\d{4}-\d{2}-\d{2})/#),
        let major = Int(match.1), let minor = Int(match.2), let patch = Int(match.3)
      else { return nil }
      (version, date) = ([major, minor, patch], String(match.4))
    }

    var name: String { version.map(String.init).joined(separator: ".") }
  }

  /// The level-two headings of the CHANGELOG, in order.
  static func headings() throws -> [Substring] {
    try String(
      contentsOf: ShellExamplePages.root().appendingPathComponent("CHANGELOG.md"), encoding: .utf8
    ).split(separator: "\n").filter { $0.hasPrefix("## ") }
  }

  @Test func unreleasedComesFirstThenVersionsNewestFirst() throws {
    let headings = try Self.headings()
    #expect(headings.first == "## [Unreleased]")
    let releases = headings.dropFirst().map(Release.init(heading:))
    #expect(releases.count >= 2)
    #expect(!releases.contains(nil), "a heading is not `## [x.y.z] - yyyy-mm-dd`: \(headings)")
    let found = releases.compactMap { $0 }
    for (newer, older) in zip(found, found.dropFirst()) {
      #expect(
        newer.version.lexicographicallyPrecedes(older.version) == false
          && newer.version != older.version,
        "\(newer.name) is listed above \(older.name)")
      #expect(newer.date >= older.date, "\(newer.name) is dated before \(older.name)")
    }
  }

  @Test func theNewestVersionIsWhatVersionPrints() async throws {
    let newest = try #require(Self.headings().dropFirst().first.flatMap(Release.init(heading:)))
    let output = await runKeyboardSchmeeboard(["--version"], expecting: 0)
    #expect(output?.standardOutput == "KeyboardSchmeeboard \(newest.name)\n")
  }
}
