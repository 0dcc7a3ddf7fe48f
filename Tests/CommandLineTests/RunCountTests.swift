import SchmeeboardVariants
import Testing

@testable import SchmeeboardCommandLine

/// Every run is simulated once per command, whatever the format: a comparison's JSON document,
/// whose summary comes before the timelines it prints whole, keeps each timeline as it was made
/// rather than making it again. One test, since the count is the process's.
@Suite struct RunCountTests {
  @Test func aComparisonMakesEachRunOnceInEveryFormat() throws {
    let command = SchmeeboardCommand<CountedVariant, BuiltInVariants>.self
    for format in ["text", "json", "svg", "html"] {
      let before = CountedVariant.runs.withLock { $0 }
      let output = try command.parseChecked([
        "--compare", "CorrectedSchmeeboard3", "--format", format,
      ]).output()
      #expect(!output.isEmpty)
      #expect(CountedVariant.runs.withLock { $0 } - before == 1, "--format \(format)")
    }
  }
}
