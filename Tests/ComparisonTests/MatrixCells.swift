import Shared

/// The matrix of the five variants and the four techniques, computed once for every suite that
/// reads it.
@MainActor
enum MatrixCells {
  /// Every variant's cells, the classic scenarios' and the hazards', or why they could not be
  /// computed: a test that reads them fails loudly rather than checking zero cells.
  static let computed: Result<[Variant: [VariantMatrix.Cell]], any Error> = Result {
    Dictionary(
      uniqueKeysWithValues: try Variant.allCases.map {
        ($0, try $0.cells() + $0.hazardCells())
      })
  }

  /// Every variant's cells; throws if they could not be computed.
  static func all() throws -> [Variant: [VariantMatrix.Cell]] {
    try computed.get()
  }

  /// The techniques' cells, the classic scenarios' and the hazards'.
  static let techniques: [Technique: [VariantMatrix.Cell]] = Dictionary(
    uniqueKeysWithValues: Technique.allCases.map { ($0, $0.cells()) })

  /// The nine rows of `MATRIX.md` (classic and hazard cells), the five samples first, each with its cells; throws if the
  /// samples' cells could not be computed.
  static func rows() throws -> [(name: String, cells: [VariantMatrix.Cell])] {
    let variants = try all()
    return Variant.allCases.map { ($0.rawValue, variants[$0] ?? []) }
      + Technique.allCases.map { ($0.rawValue, techniques[$0] ?? []) }
  }
}
