import Foundation
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import SchmeeboardCommandLine

/// A comparison runs at most 10,000 steps in all, as many as one scenario may have: its
/// scenario's steps times its variants, the one `--compare` is given to among them. One step more
/// is refused with the usage status before anything is written, in any format (a page writes its
/// first line before its runs); the longest comparison allowed runs. `docs/command-line.md`
/// states the limit. The page's refusal in the real process, where standard output shows that
/// nothing was written; the runs and the text's refusal in this one.
@Suite struct ComparisonLimitTests {
  let directory: TemporaryDirectory
  /// The variants `--compare all` runs: every one of the list.
  let all = BuiltInVariant.all.count

  init() throws {
    directory = try TemporaryDirectory()
  }

  /// A script of `count` taps on the background, one every 0.4 s from 0: steps that cost little
  /// to run, since nothing is focused.
  private func taps(_ count: Int) throws -> String {
    let text = (0..<count).map { index in
      let milliseconds = index * 400
      let fraction = String(milliseconds % 1000)
      let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
      return "at \(milliseconds / 1000).\(padded) tap background\n"
    }.joined()
    return try directory.write(text, to: "taps-\(count).txt")
  }

  @Test func theLimitIsTenThousandStepsInAllAsManyAsOneScenarioMayHave() {
    #expect(ComparedVariant.mostSteps == 10_000)
    #expect(ComparedVariant.mostSteps == ScenarioParser.mostSteps)
  }

  // `--compare all` of every variant, at one step more than the limit allows each. The page is
  // the format that writes before its runs; it writes nothing here either.
  @Test func allTheVariantsOfOneStepTooManyAreRefusedBeforeAnythingIsWritten() async throws {
    let steps = ComparedVariant.mostSteps / all + 1
    let path = try taps(steps)
    await expectFailure(
      ["--compare", "all", "--format", "html", "--script", path], status: .usage,
      line: "error: too many steps to compare: \(all) variants of \(steps) steps are "
        + "\(all * steps); a comparison may run at most 10000 steps in all, as many as one "
        + "scenario may have")
  }

  // 11 × 909 = 9,999 steps: the longest comparison of all the variants runs.
  @Test func allTheVariantsOfTheMostStepsAllowedRun() throws {
    let path = try taps(ComparedVariant.mostSteps / all)
    let output = try BuiltInVariant.keyboardSchmeeboard.output([
      "--compare", "all", "--summary", "--script", path,
    ])
    #expect(output.split(separator: "\n").count == all)
  }

  // Two variants: 2 × 5,000 = 10,000 steps run, 2 × 5,001 = 10,002 do not.
  @Test func twoVariantsRunTenThousandStepsAndNotTwoMore() throws {
    let allowed = try taps(5000)
    let output = try BuiltInVariant.keyboardSchmeeboard.output([
      "--compare", "CorrectedSchmeeboard", "--summary", "--script", allowed,
    ])
    #expect(output.split(separator: "\n").count == 2)

    let refused = try taps(5001)
    expectRefusal(
      ["--compare", "CorrectedSchmeeboard", "--script", refused], status: .usage,
      line: "error: too many steps to compare: 2 variants of 5001 steps are 10002; "
        + "a comparison may run at most 10000 steps in all, as many as one scenario may have")
  }

  @Test func theCommandLinePageStatesTheLimit() throws {
    let page = try String(
      contentsOf: DocumentedExamples.docs().appendingPathComponent("command-line.md"),
      encoding: .utf8)
    #expect(page.contains("a comparison runs at most 10,000 steps in all"))
  }
}
