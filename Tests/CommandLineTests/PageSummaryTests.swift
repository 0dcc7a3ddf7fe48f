import Foundation
import TestSupport
import Testing

/// The page's summary table keeps each figure on one line.
@Suite struct PageSummaryTests {
  // "20.1 pt at 1.117 s" wrapped as "20.1 pt at 1.117 / s" in a narrow window: every figure of
  // the summary is a cell the page's style keeps from wrapping.
  @Test func aFigureIsNeverWrapped() throws {
    let page = try BuiltInVariant.correctedSchmeeboard3.output([
      "--compare", "CorrectedSchmeeboard2", "--format", "html",
    ])
    #expect(page.contains("td.figure { white-space: nowrap; }"))
    let rows = page.split(separator: "\n").filter { $0.hasPrefix("<tr><td>") }
    #expect(rows.count == 2)
    let cells = rows.flatMap { $0.components(separatedBy: "<td").dropFirst() }
    // The largest pink, the largest cover and the gap at rest of each run.
    let figures = cells.filter { $0.contains(" pt at ") || $0.hasSuffix(">0 pt</td>") }
    #expect(figures.count == 6)
    #expect(figures.allSatisfy { $0.hasPrefix(" class=\"figure\">") })
  }
}
