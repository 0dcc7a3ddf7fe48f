import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit
import TestSupport
import Testing

/// The timeline and the verdict never disagree (`docs/behaviour-model.md` §1): in every built-in run of every
/// variant, the words on the samples and rests are the verdict rules', and the verdict's reason
/// names a sample or rest the timeline shows. Every cell of the matrix with `SWEEP=all`
/// (`.ci/run`); else each variant's cells of the scenarios `Sweep` gives it, all of them among the
/// variants. The cells are the matrix's runs (`VariantMatrix`), each run here, so that the sweep
/// does not wait for the whole matrix (`MatrixCells`) to be run first.

@Suite struct VerdictAgreementTests {
  @Test(arguments: BuiltInVariant.all)
  func noAnnotationContradictsTheVerdict(variant: BuiltInVariant) throws {
    let runs =
      VariantMatrix.classicRuns + VariantMatrix.hazardRuns(family: variant.info.deviceFamily)
    let swept = Sweep.scenarios(for: variant.rawValue)
    let sweptRuns = runs.filter { swept.contains($0.scenario) }
    #expect(!sweptRuns.isEmpty, "\(variant) has no cells of \(swept)")
    for run in sweptRuns {
      let timeline = variant.timeline(run.scenario.scenario, on: run.target)
      let name = "\(variant) \(run.scenario.rawValue) on \(run.target)"
      let lines = TextRenderer().render(timeline).split(separator: "\n").map(String.init)
      let samples = lines.filter { $0.contains("  sample ") }
      let rests = lines.filter { $0.contains("  rest ") }
      let glitchWords = samples.contains { $0.contains("field hidden") || $0.contains("pink band") }
      let stuckWords = rests.contains { $0.contains("off the keyboard at rest") }
      switch timeline.verdict {
      case .stuck:
        #expect(stuckWords, "\(name)")
      case .glitch:
        #expect(glitchWords && !stuckWords, "\(name)")
      case .slivers, .clean:
        #expect(!glitchWords && !stuckWords, "\(name)")
      case .notApplicable:
        // A step its device cannot perform: the refusal is a note of the timeline.
        let refusal = try #require(timeline.reason.refusal, "\(name)")
        #expect(lines.contains { $0.hasSuffix("note \(refusal)") }, "\(name)")
      }
      // The deciding sample or rest is on a line of its own, at its time and with its points.
      if let time = timeline.reason.time {
        let kind = timeline.reason.rule == .offTheKeyboardAtRest ? "rest" : "sample"
        let at = NumberFormat.seconds(time)
        #expect(
          lines.contains {
            $0.hasPrefix(
              String(format: "%7.3f", NumberFormat.rounded(seconds: time)) + "  \(kind) ")
              && $0.contains(" \(NumberFormat.points(timeline.reason.points))")
          }, "\(name): no \(kind) line at \(at) s")
      }
      #expect(lines.last?.hasPrefix("verdict: \(timeline.verdict.rawValue) (") == true, "\(name)")
    }
  }
}
