import Foundation
import SchmeeboardLab
import TestSupport
import Testing

@testable import SimulatedUIKit

/// Every rule of the simulated iOS cites its evidence, and `docs/behaviour-model.md` lists the
/// rules as the code states them (`RuleCatalog`, what `--list-rules` prints), so that a rule and
/// its evidence cannot part.
@Suite struct RuleEvidenceTests {
  private static let modelURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/behaviour-model.md")
  static let begin =
    "<!-- rules: generated from SystemRules.Rule.evidence; RECORD=1 swift test rewrites it -->\n"
  static let end = "<!-- end of rules -->"

  @Test func theDocsListTheRulesAsTheCodeStatesThem() throws {
    let page = try String(contentsOf: Self.modelURL, encoding: .utf8)
    let start = try #require(page.range(of: Self.begin), "docs/behaviour-model.md has no rules")
    let stop = try #require(page.range(of: Self.end, range: start.upperBound..<page.endIndex))
    let actual = "```text\n" + RuleCatalog.render() + "```\n"
    if Recording.isOn {
      var updated = page
      updated.replaceSubrange(start.upperBound..<stop.lowerBound, with: actual)
      try updated.write(to: Self.modelURL, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      String(page[start.upperBound..<stop.lowerBound]) == actual,
      "docs/behaviour-model.md's rules are stale; `RECORD=1 swift test` rewrites them")
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

  @Test func everyCitedSourceIsInTheDocsSourcesList() throws {
    let page = try String(contentsOf: Self.modelURL, encoding: .utf8)
    let sources = try #require(page.components(separatedBy: "\n## Sources\n").last)
    for rule in SystemRules.Rule.allCases {
      for key in rule.evidence.sources {
        #expect(sources.contains("\n| \(key) |"), "\(rule) cites \(key)")
      }
    }
  }
}
