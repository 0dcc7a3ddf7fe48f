import Foundation
import SchmeeboardCommandLine
import SchmeeboardVariants
import TestSupport
import Testing

/// `BuiltInVariants.all` is the one list of variants; `Package.swift` keeps its own list of
/// targets (a manifest cannot import the package it describes), and it names the same variants in
/// the same order, split as the list is into samples and techniques. Tests, scripts and `.ci/run`
/// name none: they iterate the list (`BuiltInVariant.all`, or `--list`).
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
    #expect(
      try Self.names(in: text, list: "samples") == BuiltInVariants.samples.map { $0.info.name })
    #expect(
      try Self.names(in: text, list: "techniques")
        == BuiltInVariants.techniques.map { $0.info.name })
    #expect(!BuiltInVariants.samples.isEmpty && !BuiltInVariants.techniques.isEmpty)
  }

  // The scripts and `.ci/run` read the variants off `--list` (`scripts/variants`): the lines under
  // its `Variants (--compare` heading, up to the blank line, each starting with a variant's name.
  @Test func theListNamesEveryVariantOfTheOneListAsTheScriptsReadIt() throws {
    let list = try BuiltInVariant.correctedSchmeeboard3.output(["--list"])
    let section = try #require(
      list.components(separatedBy: "\nVariants (--compare").dropFirst().first)
    let names = section.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
      .prefix { !$0.isEmpty }.compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(names == BuiltInVariants.all.map { $0.info.name })
  }
}
