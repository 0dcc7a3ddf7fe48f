import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit
import TestSupport

/// The matrix of the variants of the one list that the sweep takes (`Sweep.matrixShare`: all of
/// them with `SWEEP=all`, and when recording, which rewrites the whole of `MATRIX.md`), computed
/// once for every suite that reads it, every run side by side on every core. With `SWEEP=all`
/// each run keeps its text too, which `VerdictAgreementTests` reads, so that the whole matrix is
/// run once.

enum MatrixCells {
  /// A run of the matrix: its cell, and with `SWEEP=all` the timeline's text.
  struct Run: Sendable {
    var cell: VariantMatrix.Cell
    var text: String?
  }

  /// The rows of `MATRIX.md` (classic and hazard runs), one for each variant swept, in the one
  /// list's order, each with its runs.
  private static let computedRows: [(variant: BuiltInVariant, runs: [Run])] = {
    let variants = Recording.isOn ? BuiltInVariant.all : Sweep.matrixShare(of: BuiltInVariant.all)
    let keepsText = Sweep.isExhaustive
    let runs = variants.map { variant in
      VariantMatrix.classicRuns + VariantMatrix.hazardRuns(family: variant.info.deviceFamily)
    }
    let all = zip(variants, runs).flatMap { variant, runs in runs.map { (variant, $0) } }
    let made = Parallel.map(all.count) { index in
      let (variant, run) = all[index]
      let timeline = variant.timeline(run.scenario.scenario, on: run.target)
      return Run(
        cell: VariantMatrix.Cell(run, timeline),
        text: keepsText ? TextRenderer().render(timeline) : nil)
    }
    var rest = made[...]
    return zip(variants, runs).map { variant, runs in
      defer { rest = rest.dropFirst(runs.count) }
      return (variant, Array(rest.prefix(runs.count)))
    }
  }()

  /// Each swept variant's runs, the classic scenarios' and the hazards'.
  static let runs: [BuiltInVariant: [Run]] = Dictionary(
    uniqueKeysWithValues: computedRows.map { ($0.variant, $0.runs) })

  /// Each swept variant's cells, the classic scenarios' and the hazards'.
  static let cells: [BuiltInVariant: [VariantMatrix.Cell]] = runs.mapValues { $0.map(\.cell) }

  /// The swept rows of `MATRIX.md`, in its order.
  static func rows() -> [(name: String, cells: [VariantMatrix.Cell])] {
    computedRows.map { ($0.variant.rawValue, $0.runs.map(\.cell)) }
  }
}
