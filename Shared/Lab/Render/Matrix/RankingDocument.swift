import SimulatedIOS
import SimulatedUIKit

/// Renders the README's ranking: every variant's matrix cells counted by verdict, best first.
///
/// ```text
/// | rank | variant | clean | slivers | glitch | stuck | n/a |
/// |---|---|---|---|---|---|---|
/// | 1 | CorrectedSchmeeboard3 | 120 | 30 | 8 | 3 | 34 |
/// ```
///
/// Best is fewest `stuck` cells, then fewest `glitch`, then fewest `slivers`; equals keep the
/// order given and share a rank. `n/a` cells (a step that cannot happen there) are counted last and
/// do not rank.
public enum RankingDocument {
  /// The Markdown table for `variants`, each with its `VariantMatrix` cells; ends with a newline.
  public static func render(_ variants: [(name: String, cells: [VariantMatrix.Cell])]) -> String {
    let counted = variants.map { variant in
      (
        name: variant.name,
        counts: columns.map { verdict in
          variant.cells.filter { $0.verdict == verdict }.count
        }
      )
    }
    // The scale is clean, slivers, glitch, stuck: compare from its worst end.
    func key(_ counts: [Int]) -> [Int] { counts.prefix(Verdict.scale.count).reversed().dropLast() }
    let ranked = counted.enumerated().sorted { lhs, rhs in
      let (left, right) = (key(lhs.element.counts), key(rhs.element.counts))
      return left == right ? lhs.offset < rhs.offset : left.lexicographicallyPrecedes(right)
    }.map(\.element)
    var lines = [
      "| rank | variant | " + columns.map(\.rawValue).joined(separator: " | ") + " |",
      "|---|---|" + columns.map { _ in "---|" }.joined(),
    ]
    var rank = 0
    for (position, row) in ranked.enumerated() {
      if position == 0 || key(ranked[position - 1].counts) != key(row.counts) {
        rank = position + 1
      }
      lines.append(
        "| \(rank) | \(row.name) | " + row.counts.map(String.init).joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The verdicts counted, one column each: the scale, then `n/a`.
  private static var columns: [Verdict] { Verdict.scale + [.notApplicable] }
}
