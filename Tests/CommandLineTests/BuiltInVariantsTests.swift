import Foundation
import SchmeeboardCommandLine
import SchmeeboardVariants
import Testing

/// `BuiltInVariants.all` is the one list of variants; `Package.swift` keeps its own list of
/// targets (a manifest cannot import the package it describes), and it names the same variants in
/// the same order; so do the test enums that name them.
@Suite struct BuiltInVariantsTests {
  private static let manifest = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Package.swift")

  /// The string literals of the manifest's `let NAME = [ … ]`.
  private static func names(in text: String, list: String) throws -> [String] {
    let start = try #require(text.range(of: "let \(list) = ["))
    let end = try #require(text.range(of: "]", range: start.upperBound..<text.endIndex))
    return text[start.upperBound..<end.lowerBound]
      .split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  @Test func thePackageListsTheVariantsOfTheOneList() throws {
    let text = try String(contentsOf: Self.manifest, encoding: .utf8)
    let listed =
      try Self.names(in: text, list: "samples") + Self.names(in: text, list: "techniques")
    #expect(listed == BuiltInVariants.all.map { $0.info.name })
    #expect(listed.count == 11)
  }

  @Test func theTestEnumsNameTheVariantsOfTheOneList() {
    #expect(Variant.allCases.map(\.rawValue) == BuiltInVariants.all.map { $0.info.name })
  }
}
