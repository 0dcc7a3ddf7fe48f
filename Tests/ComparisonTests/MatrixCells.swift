import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit

/// The matrix of the five variants and the four techniques, computed once for every suite that
/// reads it.

enum MatrixCells {
  /// Every variant's cells, the classic scenarios' and the hazards'.
  static let all: [Variant: [VariantMatrix.Cell]] = Dictionary(
    uniqueKeysWithValues: Variant.allCases.map { ($0, $0.cells() + $0.hazardCells()) })

  /// The techniques' cells, the classic scenarios' and the hazards'.
  static let techniques: [Technique: [VariantMatrix.Cell]] = Dictionary(
    uniqueKeysWithValues: Technique.allCases.map { ($0, $0.cells() + $0.hazardCells()) })

  /// The nine rows of `MATRIX.md` (classic and hazard cells), the five samples first, each with
  /// its cells.
  static func rows() -> [(name: String, cells: [VariantMatrix.Cell])] {
    Variant.allCases.map { ($0.rawValue, all[$0] ?? []) }
      + Technique.allCases.map { ($0.rawValue, techniques[$0] ?? []) }
  }
}
