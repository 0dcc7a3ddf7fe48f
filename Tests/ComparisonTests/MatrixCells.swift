import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit

/// The matrix of the five variants, the four techniques and Apple's answers, computed once for
/// every suite that reads it, its rows side by side on every core (each row is independent of the others).

enum MatrixCells {
  /// The rows of `MATRIX.md` (classic and hazard cells), the five samples first, each with
  /// its cells.
  private static let computedRows: [(name: String, cells: [VariantMatrix.Cell])] = {
    let makers: [(name: String, cells: @Sendable () -> [VariantMatrix.Cell])] =
      Variant.allCases.map { variant in
        (variant.rawValue, { variant.cells() + variant.hazardCells() })
      }
      + Technique.allCases.map { technique in
        (technique.rawValue, { technique.cells() + technique.hazardCells() })
      }
    let cells = Parallel.map(makers.count) { makers[$0].cells() }
    return zip(makers, cells).map { ($0.name, $1) }
  }()

  /// Every variant's cells, the classic scenarios' and the hazards'.
  static let all: [Variant: [VariantMatrix.Cell]] = Dictionary(
    uniqueKeysWithValues: Variant.allCases.map { variant in
      (variant, computedRows.first { $0.name == variant.rawValue }?.cells ?? [])
    })

  /// The techniques' cells, the classic scenarios' and the hazards'.
  static let techniques: [Technique: [VariantMatrix.Cell]] = Dictionary(
    uniqueKeysWithValues: Technique.allCases.map { technique in
      (technique, computedRows.first { $0.name == technique.rawValue }?.cells ?? [])
    })

  /// The rows of `MATRIX.md`, the five samples first.
  static func rows() -> [(name: String, cells: [VariantMatrix.Cell])] { computedRows }
}
