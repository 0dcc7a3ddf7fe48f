import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit
import TestSupport
import Testing

/// The timeline and the verdict never disagree (`docs/behaviour-model.md` §1): in every built-in run of every
/// variant, the words on the samples and rests are the verdict rules', and the verdict's reason
/// names a sample or rest the timeline shows. Every cell of the matrix with `SWEEP=all`
/// (`.ci/run`), read from the matrix's one run of each (`MatrixCells`); else one in four of each
/// variant's cells of the scenarios `Sweep` gives it (all of them among the variants), each run
/// here.

@Suite struct VerdictAgreementTests {
  @Test(arguments: BuiltInVariant.all)
  func noAnnotationContradictsTheVerdict(variant: BuiltInVariant) throws {
    if Sweep.isExhaustive {
      let runs = try #require(MatrixCells.runs[variant], "\(variant) has no row of the matrix")
      for run in runs {
        try Self.expectAgreement(run.cell, text: try #require(run.text), of: variant)
      }
      return
    }
    let runs =
      VariantMatrix.classicRuns + VariantMatrix.hazardRuns(family: variant.info.deviceFamily)
    let swept = Sweep.scenarios(for: variant.rawValue)
    let sweptRuns = Sweep.oneIn(
      4, of: runs.filter { swept.contains($0.scenario) }, eachRunBy: \.scenario)
    #expect(!sweptRuns.isEmpty, "\(variant) has no cells of \(swept)")
    for run in sweptRuns {
      let timeline = variant.timeline(run.scenario.scenario, on: run.target)
      try Self.expectAgreement(
        VariantMatrix.Cell(run, timeline), text: TextRenderer().render(timeline), of: variant)
    }
  }

  /// The words of `text`, a run's timeline as the text output prints it, agree with its `cell`'s
  /// verdict and reason.
  private static func expectAgreement(
    _ cell: VariantMatrix.Cell, text: String, of variant: BuiltInVariant
  ) throws {
    let name = "\(variant) \(cell.scenario.rawValue) on \(cell.target)"
    let lines = text.split(separator: "\n").map(String.init)
    let samples = lines.filter { $0.contains("  sample ") }
    let rests = lines.filter { $0.contains("  rest ") }
    // A band is named by what fills it: `pink band`, `blank inset band`, `content band`.
    let glitchWords = samples.contains {
      $0.contains("field hidden") || $0.contains("pink band") || $0.contains("blank inset band")
        || $0.contains("content band")
    }
    let stuckWords = rests.contains { $0.contains("off the keyboard at rest") }
    switch cell.verdict {
    case .stuck:
      #expect(stuckWords, "\(name)")
    case .glitch:
      #expect(glitchWords && !stuckWords, "\(name)")
    case .slivers, .clean:
      #expect(!glitchWords && !stuckWords, "\(name)")
    case .notApplicable:
      // A step its device cannot perform: the refusal is a note of the timeline.
      let refusal = try #require(cell.reason.refusal, "\(name)")
      #expect(lines.contains { $0.hasSuffix("note \(refusal)") }, "\(name)")
    }
    // The deciding sample or rest is on a line of its own, at its time and with its points.
    if let time = cell.reason.time {
      let kind = cell.reason.rule == .offTheKeyboardAtRest ? "rest" : "sample"
      let at = NumberFormat.seconds(time)
      #expect(
        lines.contains {
          $0.hasPrefix(
            String(format: "%7.3f", NumberFormat.rounded(seconds: time)) + "  \(kind) ")
            && $0.contains(" \(NumberFormat.points(cell.reason.points))")
        }, "\(name): no \(kind) line at \(at) s")
    }
    #expect(lines.last?.hasPrefix("verdict: \(cell.verdict.rawValue) (") == true, "\(name)")
  }
}
