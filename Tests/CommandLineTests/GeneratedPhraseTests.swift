import Foundation
import TestSupport
import Testing

/// Every marked phrase of the README and `docs/` is what the code spells now: the modelled
/// releases, the modern era's, each device's (`GeneratedPhrases`). `RECORD=1` writes them again.
@Suite struct GeneratedPhraseTests {
  /// The README and the pages of `docs/`, by their paths from the root.
  static func pages() throws -> [String] {
    let docs = ShellExamplePages.root().appendingPathComponent("docs").path
    let names = try FileManager.default.contentsOfDirectory(atPath: docs)
    return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  @Test func everyMarkedPhraseIsWhatTheCodeSpells() throws {
    let phrases = GeneratedPhrases.phrases
    var marked = 0
    for path in try Self.pages() {
      let url = ShellExamplePages.root().appendingPathComponent(path)
      let text = try String(contentsOf: url, encoding: .utf8)
      for match in text.matches(of: GeneratedPhrases.span) {
        marked += 1
        let name = String(match.output.1)
        guard let phrase = phrases[name] else {
          Issue.record(
            "\(path): no phrase is named \"\(name)\"; the names: \(phrases.keys.sorted())")
          continue
        }
        if !Recording.isOn {
          #expect(
            match.output.2 == phrase,
            "\(path): \"\(name)\" reads \"\(match.output.2)\" where the code spells \"\(phrase)\" (RECORD=1 swift test writes it)"
          )
        }
      }
      if Recording.isOn {
        // Read afresh: the page's examples and rankings are recorded beside this.
        try Recording.rewrite(url) { text in
          var rewritten = text
          for match in text.matches(of: GeneratedPhrases.span) {
            guard let phrase = phrases[String(match.output.1)] else { continue }
            rewritten = rewritten.replacingOccurrences(
              of: String(match.output.0),
              with: "<!-- generated: \(match.output.1) -->\(phrase)<!-- /generated -->")
          }
          return rewritten
        }
      }
    }
    #expect(marked > 5)
  }

  @Test func handWrittenTextLeavesTheMarkedPhrasesOut() {
    let text = "iOS <!-- generated: releases -->7 to 9<!-- /generated -->, and more"
    #expect(GeneratedPhrases.handWritten(text) == "iOS , and more")
    #expect(text.matches(of: GeneratedPhrases.span).map { String($0.output.2) } == ["7 to 9"])
  }
}
