import Foundation
import SchmeeboardVariants
import Testing

/// Every citation in the repository resolves inside a clone: each `docs/….md` page a source file
/// or page names exists, each section `docs/behaviour-model.md` §N it cites is a heading there, each
/// claim `Cn` a claim of `docs/claims.md`; and nothing cites a path outside the repository.
@Suite struct CitationTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The repository's Swift files and Markdown pages, by their paths from the root.
  private static func sources() throws -> [(path: String, text: String)] {
    try readSources.get()
  }

  /// `sources()`, read once for the tests that search them.
  private static let readSources = Result { try readRepositorySources() }

  private static func readRepositorySources() throws -> [(path: String, text: String)] {
    let folders =
      ["Shared", "Tests", "docs", "Techniques", "Executables", "Examples"]
      + BuiltInVariants.samples.map { $0.info.name }
    var files = ["README.md", "CHANGELOG.md", "Package.swift"]
    for folder in folders {
      let url = root.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(atPath: url.path) else { continue }
      for case let path as String in walker
      where (path.hasSuffix(".swift") || path.hasSuffix(".md")) && !path.contains(".build") {
        files.append(folder + "/" + path)
      }
    }
    return try files.sorted().map { path in
      (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }
  }

  /// The matches of `regex` in `text`, each its groups' text, searched for on the lines that have
  /// `word`, which every match has: no match spans a line, and most lines have no citation.
  private static func matches(
    _ regex: Regex<AnyRegexOutput>, in text: String, onLinesWith word: String
  ) -> [[String]] {
    guard text.containsLiteral(word) else { return [] }
    return text.split(separator: "\n").filter { $0.containsLiteral(word) }.flatMap { line in
      line.matches(of: regex).map { match in
        match.output.indices.map { match.output[$0].substring.map(String.init) ?? "" }
      }
    }
  }

  @Test func everyCitedPageExists() throws {
    let page = try Regex(#"docs/[a-z0-9-]+\.md"#)
    for (path, text) in try Self.sources() {
      for match in Self.matches(page, in: text, onLinesWith: "docs/") {
        #expect(
          FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(match[0]).path),
          "\(path) cites \(match[0])")
      }
    }
  }

  @Test func everyCitedSectionAndClaimExists() throws {
    let model = try String(
      contentsOf: Self.root.appendingPathComponent("docs/behaviour-model.md"), encoding: .utf8)
    let claims = try String(
      contentsOf: Self.root.appendingPathComponent("docs/claims.md"), encoding: .utf8)
    let section = try Regex(#"behaviour-model\.md`? §(\d+)"#)
    let claim = try Regex(#"claims\.md`? (C\d+)"#)
    var cited = 0
    for (path, text) in try Self.sources() {
      for match in Self.matches(section, in: text, onLinesWith: "behaviour-model.md") {
        cited += 1
        #expect(model.contains("\n## \(match[1]). "), "\(path) cites §\(match[1])")
      }
      for match in Self.matches(claim, in: text, onLinesWith: "claims.md") {
        cited += 1
        #expect(
          claims.contains("**\(match[1])**") || claims.contains("| \(match[1]) |"),
          "\(path) cites \(match[1])")
      }
    }
    #expect(cited > 40)
  }

  @Test func nothingCitesAPathOutsideTheRepository() throws {
    for (path, text) in try Self.sources() {
      // Spelled in pieces, so that this file does not cite them itself.
      let outsides = [
        "../" + "shared", "shared/" + "design", "shared/" + "seeds", "ios-" + "model.md",
        "uikit-" + "facts.md",
      ]
      for outside in outsides {
        #expect(!text.containsLiteral(outside), "\(path) cites \(outside)")
      }
    }
  }
}
