import Foundation
import TestSupport
import Testing

/// Every marked phrase of the README and `docs/` is what the code spells now: the modelled
/// releases, the modern era's, each device's (`GeneratedPhrases`). `swift run
/// schmeeboard-generate` writes them again.
@Suite struct GeneratedPhraseTests {
  @Test func everyMarkedPhraseIsWhatTheCodeSpells() throws {
    let names = GeneratedPhrases.phrases.keys
    var marked = 0
    for page in try GeneratedFiles.phrases() {
      for match in page.current().matches(of: GeneratedPhrases.span) {
        marked += 1
        #expect(
          names.contains(String(match.output.1)),
          "\(page.path): no phrase is named \"\(match.output.1)\"; the names: \(names.sorted())")
      }
      try expectGenerated(page)
    }
    #expect(marked > 5)
  }

  @Test func handWrittenTextLeavesTheMarkedPhrasesOut() {
    let text = "iOS <!-- generated: releases -->7 to 9<!-- /generated -->, and more"
    #expect(GeneratedPhrases.handWritten(text) == "iOS , and more")
    #expect(text.matches(of: GeneratedPhrases.span).map { String($0.output.2) } == ["7 to 9"])
  }
}
