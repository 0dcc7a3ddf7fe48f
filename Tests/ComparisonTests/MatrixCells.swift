import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit
import TestSupport

/// The matrix of the variants of the one list that the sweep takes (`Sweep.matrixShare`: all of
/// them with `SWEEP=all`, and when recording, which rewrites the whole of `MATRIX.md`), computed
/// once for every suite that reads it, its rows side by side on every core (each row is
/// independent of the others).

enum MatrixCells {
  /// The rows of `MATRIX.md` (classic and hazard cells), one for each variant swept, in the one
  /// list's order, each with its cells.
  private static let computedRows: [(variant: BuiltInVariant, cells: [VariantMatrix.Cell])] = {
    let variants = Recording.isOn ? BuiltInVariant.all : Sweep.matrixShare(of: BuiltInVariant.all)
    let cells = Parallel.map(variants.count) { variants[$0].cells() + variants[$0].hazardCells() }
    return Array(zip(variants, cells))
  }()

  /// Each swept variant's cells, the classic scenarios' and the hazards'.
  static let cells: [BuiltInVariant: [VariantMatrix.Cell]] = Dictionary(
    uniqueKeysWithValues: computedRows.map { ($0.variant, $0.cells) })

  /// The swept rows of `MATRIX.md`, in its order.
  static func rows() -> [(name: String, cells: [VariantMatrix.Cell])] {
    computedRows.map { ($0.variant.rawValue, $0.cells) }
  }
}
