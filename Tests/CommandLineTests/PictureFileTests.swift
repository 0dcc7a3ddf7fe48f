import Foundation
import TestSupport
import Testing

/// The README's pictures in `docs/images`, and the replay page its first picture links to, are
/// what the tool draws today: each is listed in `docs/images/pictures.txt` with the command that
/// draws it (`GeneratedFiles.pictures`). `swift run schmeeboard-generate` redraws them.

@Suite struct PictureFileTests {
  @Test func everyPictureIsUpToDate() throws {
    let pictures = try GeneratedFiles.pictures()
    #expect(pictures.count >= 2)
    for picture in pictures {
      try expectGenerated(picture)
    }
  }

  /// The README's first picture, the 2017 story, opens its replay page.
  @Test func theStoryPictureLinksToItsReplayPage() throws {
    let readme = try String(
      contentsOf: ShellExamplePages.root().appendingPathComponent("README.md"), encoding: .utf8)
    let pages = try GeneratedFiles.pictureList().filter { $0.path.hasSuffix(".html") }
    #expect(pages.map(\.path) == ["docs/replay-2017.html"])
    for page in pages {
      #expect(page.arguments.suffix(2) == ["--format", "html"])
      #expect(readme.contains("(docs/images/story-2017.svg)](\(page.path))"))
    }
  }
}
