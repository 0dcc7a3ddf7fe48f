import Shared

/// The matrix of the five variants, computed once for every suite that reads it.
@MainActor
enum MatrixCells {
  /// Every variant's cells, the classic scenarios' and the hazards', or why they could not be computed: a test that reads them fails
  /// loudly rather than checking zero cells.
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
}
