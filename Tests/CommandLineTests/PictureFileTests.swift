import Foundation
import TestSupport
import Testing

/// The README's pictures in `docs/images` are what the tool draws today: each is listed in
/// `docs/images/pictures.txt` with the command that draws it. `RECORD=1 swift test` redraws
/// them.

@Suite struct PictureFileTests {
  private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/images")

  /// `(file, variant, arguments)` of each picture.
  static func pictures() throws -> [(file: String, variant: Variant, arguments: [String])] {
    let listing = try String(
      contentsOf: folder.appendingPathComponent("pictures.txt"), encoding: .utf8)
    return try listing.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let words = line.split(separator: " ").map(String.init)
      let variant = try #require(Variant(rawValue: words[1]), "unknown variant in \(line)")
      return (words[0], variant, Array(words.dropFirst(2)))
    }
  }

  @Test func everyPictureIsUpToDate() throws {
    let pictures = try Self.pictures()
    #expect(pictures.count >= 2)
    for picture in pictures {
      let drawn = try picture.variant.output(picture.arguments)
      let url = Self.folder.appendingPathComponent(picture.file)
      if Recording.isOn {
        try drawn.write(to: url, atomically: true, encoding: .utf8)
        continue
      }
      let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      #expect(
        drawn == committed,
        "docs/images/\(picture.file) is stale; `RECORD=1 swift test` redraws it"
      )
    }
  }
}
