import Foundation
import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// The rankings of `docs/variants.md`, one for the posts' era and one for the modern era, are
/// generated from the matrix (`GeneratedFiles.rankings`) and kept up to date, as `MATRIX.md` is. A
/// ranking needs every row of the matrix, so these run with `SWEEP=all` (`.ci/run`'s sweep).

@Suite(.enabled(if: Sweep.isExhaustive, "the whole matrix: SWEEP=all"))
struct RankingTests {
  /// The rows' cells of the classic scenarios in `era`, of the rows the sweep made.
  static func classicRows(_ era: MatrixEra) -> [(name: String, cells: [VariantMatrix.Cell])] {
    GeneratedFiles.classicRows(MatrixCells.rows(), era)
  }

  @Test(arguments: MatrixEra.allCases)
  func rankingIsUpToDate(era: MatrixEra) throws {
    let page = GeneratedFiles.rankings.current()
    #expect(
      try GeneratedFiles.ranking(era).text(in: page)
        == RankingDocument.render(Self.classicRows(era)),
      "docs/variants.md's ranking is stale; `\(GeneratedFile.command)` writes it"
    )
  }

  // Each ranking counts every cell of its era of every row once: clean, slivers, glitch, stuck and
  // n/a.
  @Test(arguments: MatrixEra.allCases)
  func rankingCountsEveryCell(era: MatrixEra) throws {
    let table = RankingDocument.render(Self.classicRows(era)).split(separator: "\n").dropFirst(2)
    #expect(table.count == MatrixCells.rows().count)
    let pairs = RunTarget.modelled.filter { MatrixEra($0) == era }
    let total = BuiltInScenario.classic.count * pairs.count
    for line in table {
      let counts = line.split(separator: "|").dropFirst(2).compactMap {
        Int($0.trimmingCharacters(in: .whitespaces))
      }
      #expect(counts.count == 5 && counts.reduce(0, +) == total, "\(line)")
    }
  }
}
