import Foundation
import TestSupport
import Testing

/// The README's pictures in `docs/images`, and the replay page its first picture links to, are
/// what the tool draws today: each is listed in `docs/images/pictures.txt` with the command that
/// draws it. `RECORD=1 swift test` redraws them.

@Suite struct PictureFileTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  private static let folder = root.appendingPathComponent("docs/images")

  /// `file`'s path from the repository's root: `docs/images/story-2017.svg`,
  /// `docs/replay-2017.html` for `../replay-2017.html`.
  static func path(of file: String) -> String {
    String(folder.appendingPathComponent(file).standardized.path.dropFirst(root.path.count + 1))
  }

  /// `(file, variant, arguments)` of each picture.
  static func pictures() throws -> [(file: String, variant: BuiltInVariant, arguments: [String])] {
    let listing = try String(
      contentsOf: folder.appendingPathComponent("pictures.txt"), encoding: .utf8)
    return try listing.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let words = line.split(separator: " ").map(String.init)
      let variant = try #require(BuiltInVariant(rawValue: words[1]), "unknown variant in \(line)")
      return (words[0], variant, Array(words.dropFirst(2)))
    }
  }

  @Test func everyPictureIsUpToDate() throws {
    let pictures = try Self.pictures()
    #expect(pictures.count >= 2)
    for picture in pictures {
      let drawn = try picture.variant.output(picture.arguments)
      let url = Self.root.appendingPathComponent(Self.path(of: picture.file))
      if Recording.isOn {
        try drawn.write(to: url, atomically: true, encoding: .utf8)
        continue
      }
      let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      #expect(
        drawn == committed,
        "\(Self.path(of: picture.file)) is stale; `RECORD=1 swift test` redraws it"
      )
    }
  }

  /// The README's first picture, the 2017 story, opens its replay page.
  @Test func theStoryPictureLinksToItsReplayPage() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let pages = try Self.pictures().filter { $0.file.hasSuffix(".html") }
    #expect(pages.map { Self.path(of: $0.file) } == ["docs/replay-2017.html"])
    for page in pages {
      #expect(page.arguments.suffix(2) == ["--format", "html"])
      #expect(readme.contains("(docs/images/story-2017.svg)](\(Self.path(of: page.file)))"))
    }
  }
}
