import SchmeeboardLab
import TestSupport

/// The matrix of the variants of the one list that the sweep takes (`Sweep.matrixShare`: all of
/// them with `SWEEP=all`), computed once for every suite that reads it (`MatrixRuns`). With
/// `SWEEP=all` each run keeps its text too, which `VerdictAgreementTests` reads, so that the whole
/// matrix is run once.

enum MatrixCells {
  /// The rows of `MATRIX.md` (classic and hazard runs), one for each variant swept, in the one
  /// list's order, each with its runs.
  private static let computedRows = MatrixRuns.rows(
    of: Sweep.matrixShare(of: BuiltInVariant.all), keepingText: Sweep.isExhaustive)

  /// Each swept variant's runs, the classic scenarios' and the hazards'.
  static let runs: [BuiltInVariant: [MatrixRuns.Run]] = Dictionary(
    uniqueKeysWithValues: computedRows.map { ($0.variant, $0.runs) })

  /// Each swept variant's cells, the classic scenarios' and the hazards'.
  static let cells: [BuiltInVariant: [VariantMatrix.Cell]] = runs.mapValues { $0.map(\.cell) }

  /// The swept rows of `MATRIX.md`, in its order.
  static func rows() -> [(name: String, cells: [VariantMatrix.Cell])] {
    computedRows.map { ($0.variant.rawValue, $0.runs.map(\.cell)) }
  }
}
