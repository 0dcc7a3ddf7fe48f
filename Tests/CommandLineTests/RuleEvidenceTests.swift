import Foundation
import SchmeeboardLab
import TestSupport
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// Every rule of the simulated iOS cites its evidence, and `docs/behaviour-model.md` lists the
/// rules as the code states them (`RuleCatalog`, what `--list-rules` prints), so that a rule and
/// its evidence cannot part.
@Suite struct RuleEvidenceTests {
  private static let modelURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/behaviour-model.md")

  @Test func theDocsListTheRulesAsTheCodeStatesThem() throws {
    try expectGenerated(GeneratedFiles.rules)
  }

  /// A rule is a `static let` of `SystemRules.Rule` in the file of its area, named as the `let`
  /// is; `Rule.allCases` is assembled from each area's list by hand, so a rule declared and left
  /// out of its list would be neither listed nor flipped. Every declared rule is listed, once,
  /// under the name of its `let`.
  @Test func everyDeclaredRuleIsListedOnce() throws {
    let folder = Self.modelURL.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Shared/SimulatedIOS/System")
    var declared: [String] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where file.hasPrefix("SystemRules") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: #/public static let (\w+) = Self\(\s*"(\w+)"/#) {
        #expect(match.1 == match.2, "the rule \(match.1) is named \(match.2)")
        declared.append(String(match.1))
      }
    }
    let listed = SystemRules.Rule.allCases.map(\.rawValue)
    #expect(declared.count > 50)
    #expect(Set(listed).count == listed.count, "a rule is listed twice")
    #expect(Set(declared) == Set(listed))
  }

  /// [A] cites an Apple page, [1] its one report, [S] at least two; only [M] may cite none.
  @Test func everyRuleButAModellingChoiceCitesItsSources() {
    let uncited = SystemRules.Rule.allCases.filter { rule in
      let evidence = rule.evidence
      switch evidence.tag {
      case .apple, .one: return evidence.sources.isEmpty
      case .several: return evidence.sources.count < 2
      case .model: return false
      }
    }
    #expect(uncited.isEmpty, "rules whose tag has too few citations: \(uncited)")
  }

  /// A cited source is described once: in the docs' Sources list, or by the one rule that cites
  /// it (`RuleEvidence.describedSources`), whose entry in the generated list prints it.
  @Test func everyCitedSourceIsDescribedOnce() throws {
    let page = try String(contentsOf: Self.modelURL, encoding: .utf8)
    let sources = try #require(page.components(separatedBy: "\n## Sources\n").last)
    let described = SystemRules.Rule.allCases.flatMap { rule in
      rule.evidence.describedSources.map { (rule, $0.key) }
    }
    #expect(Set(described.map(\.1)).count == described.count, "a source is described twice")
    for (rule, key) in described {
      #expect(!sources.contains("\n| \(key) |"), "\(rule) describes \(key), which the list holds")
      #expect(rule.evidence.sources.contains(key), "\(rule) describes \(key) without citing it")
    }
    for rule in SystemRules.Rule.allCases {
      for key in rule.evidence.sources
      where !rule.evidence.describedSources.contains(where: { $0.key == key }) {
        #expect(sources.contains("\n| \(key) |"), "\(rule) cites \(key)")
      }
    }
  }

  @Test func aSourceARuleDescribesIsPrintedInItsEntry() {
    let rule = SystemRules.Rule(
      "exampleRule", tag: .one, section: "§9", statement: "A statement.", sources: ["FB1"],
      describedSources: [RuleEvidence.Source(key: "FB1", description: "Feedback FB1, an example")],
      alternative: "An alternative.", answer: { _ in "" })
    #expect(
      RuleCatalog.render([rule]).hasSuffix(
        """

        exampleRule  [1] §9
          A statement.
          sources: FB1
          FB1: Feedback FB1, an example
          --assume exampleRule=alternative: An alternative.

        """))
  }
}
