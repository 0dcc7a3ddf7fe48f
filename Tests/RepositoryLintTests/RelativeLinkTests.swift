import Foundation
import TestSupport
import Testing

/// Every relative link of the repository's Markdown (the README, `CONTRIBUTING.md`,
/// `CHANGELOG.md`, the pages of `docs/` and the DocC catalogs' articles) leads somewhere in the
/// clone: its file or folder exists, and a `#fragment` into a Markdown page names one of its
/// headings as GitHub spells their anchors.
@Suite struct RelativeLinkTests {
  private static let root = ShellExamplePages.root()

  /// The Markdown files checked, by their paths from the root.
  static func pages() throws -> [String] {
    var pages = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]
    for folder in ["docs", "Shared"] {
      let walker = FileManager.default.enumerator(
        atPath: root.appendingPathComponent(folder).path)
      while let path = walker?.nextObject() as? String {
        guard path.hasSuffix(".md"), folder == "docs" || path.contains(".docc/") else { continue }
        pages.append(folder + "/" + path)
      }
    }
    return pages.sorted()
  }

  /// The link targets of `text` outside code blocks: `[text](target)` and `![alt](target)`.
  static func links(in text: String) throws -> [String] {
    let regex = try Regex(#"\]\(([^)\s]+)\)"#)
    var inCode = false
    var targets: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inCode.toggle()
        continue
      }
      guard !inCode else { continue }
      for match in line.matches(of: regex) {
        targets.append(String(match.output[1].substring ?? ""))
      }
    }
    return targets
  }

  /// The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as `-`.
  static func anchors(of text: String) -> Set<String> {
    var anchors: Set<String> = []
    for line in text.split(separator: "\n") where line.hasPrefix("#") {
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      anchors.insert(
        String(
          title.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }
            .map { $0 == " " ? "-" : $0 }))
    }
    return anchors
  }

  @Test func everyRelativeLinkResolves() throws {
    var checked = 0
    for page in try Self.pages() {
      let url = Self.root.appendingPathComponent(page)
      let text = try String(contentsOf: url, encoding: .utf8)
      for link in try Self.links(in: text)
      where !link.hasPrefix("http://") && !link.hasPrefix("https://")
        && !link.hasPrefix("mailto:")
      {
        checked += 1
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let target =
          parts[0].isEmpty
          ? url : url.deletingLastPathComponent().appendingPathComponent(String(parts[0]))
        #expect(
          FileManager.default.fileExists(atPath: target.standardized.path),
          "\(page) links to \(link), which does not exist")
        if parts.count == 2, target.pathExtension == "md",
          let linked = try? String(contentsOf: target, encoding: .utf8)
        {
          #expect(
            Self.anchors(of: linked).contains(String(parts[1])),
            "\(page) links to \(link), a heading its page does not have")
        }
      }
    }
    #expect(checked > 50)
  }

  // The anchors as GitHub spells them, on headings of the docs.
  @Test func anchorsAreSpelledAsGitHubSpellsThem() {
    #expect(
      Self.anchors(of: "## The page's replay\n### Hazards\n## 9. After the posts: the notch era")
        == ["the-pages-replay", "hazards", "9-after-the-posts-the-notch-era"])
  }
}
