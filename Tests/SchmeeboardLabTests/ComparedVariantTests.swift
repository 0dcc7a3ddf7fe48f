import Foundation
import SchmeeboardVariants
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedUIKit

/// What `--compare` accepts, and the one line it prints for what it refuses.
@Suite struct ComparedVariantTests {
  @Test func allIsEveryKnownVariantButTheRunner() throws {
    let variants = try ComparedVariant.parse(
      ["all"], besides: "CorrectedSchmeeboard3", among: BuiltInVariants.all)
    #expect(
      variants.map(\.name)
        == BuiltInVariants.all.map { $0.info.name }.filter { $0 != "CorrectedSchmeeboard3" })
  }

  @Test func aVariantWithSwitchesComparesWithItself() throws {
    let variants = try ComparedVariant.parse(
      ["KeyboardSchmeeboard:--no-ios5-workaround,--no-ios6-workaround"],
      besides: "KeyboardSchmeeboard", among: BuiltInVariants.all)
    #expect(variants.map(\.name) == ["KeyboardSchmeeboard"])
    #expect(variants.map(\.switches) == [["--no-ios5-workaround", "--no-ios6-workaround"]])
    #expect(variants[0].shortName == "KS:no-ios5-workaround,no-ios6-workaround")
  }

  @Test(arguments: [
    (
      ["Nope"],
      "error: unknown variant 'Nope' for --compare; expected all or one of "
        + BuiltInVariants.all.map { $0.info.name }.joined(separator: ", ")
    ),
    (
      ["CorrectedSchmeeboard3"],
      "error: --compare CorrectedSchmeeboard3 compares CorrectedSchmeeboard3 with itself; name another variant, or give it a switch (KeyboardSchmeeboard:--no-ios5-workaround)"
    ),
    (
      ["CorrectedSchmeeboard2", "CorrectedSchmeeboard2"],
      "error: --compare names CorrectedSchmeeboard2 twice"
    ),
    (
      ["all", "CorrectedSchmeeboard2"], "error: --compare all cannot be combined with variant names"
    ),
    (
      ["KeyboardSchmeeboard:no-ios5"],
      "error: 'no-ios5' in --compare 'KeyboardSchmeeboard:no-ios5' is not a switch; expected VARIANT:--switch[,--switch] (KeyboardSchmeeboard:--no-ios5-workaround)"
    ),
  ])
  func refusesWithOneLine(words: [String], line: String) {
    #expect(throws: CommandFailure(.usage, String(line.dropFirst("error: ".count)))) {
      try ComparedVariant.parse(words, besides: "CorrectedSchmeeboard3", among: BuiltInVariants.all)
    }
  }
}
