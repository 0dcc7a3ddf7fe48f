import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit
import TestSupport

/// The matrix of every variant of the one list, computed once for every suite that reads it, its
/// rows side by side on every core (each row is independent of the others).

enum MatrixCells {
  /// The rows of `MATRIX.md` (classic and hazard cells), one for each variant of the one list,
  /// the five samples first, each with its cells.
  private static let computedRows: [(variant: BuiltInVariant, cells: [VariantMatrix.Cell])] = {
    let variants = BuiltInVariant.all
    let cells = Parallel.map(variants.count) { variants[$0].cells() + variants[$0].hazardCells() }
    return Array(zip(variants, cells))
  }()

  /// Every variant's cells, the classic scenarios' and the hazards'.
  static let cells: [BuiltInVariant: [VariantMatrix.Cell]] = Dictionary(
    uniqueKeysWithValues: computedRows.map { ($0.variant, $0.cells) })

  /// The rows of `MATRIX.md`, the five samples first.
  static func rows() -> [(name: String, cells: [VariantMatrix.Cell])] {
    computedRows.map { ($0.variant.rawValue, $0.cells) }
  }
}
