import Testing

@testable import SchmeeboardLab

/// `TextTable`, the columns of `--list` and `--matrix`.
@Suite struct TextTableTests {
  /// Each column is as wide as its widest cell, counted in characters (an accented letter and a
  /// multiplication sign are one each), the columns two spaces apart, a row's last cell not
  /// padded, so no line ends in spaces; a shorter row has fewer columns; each line starts with the
  /// indent.
  @Test func columnsAreAsWideAsTheirWidestCell() {
    let lines = TextTable.lines(
      [
        ["scenario", "device", "verdict"],
        ["dip", "iPad Air 2 · 768 × 1024", "ok"],
        ["rotate-180", "iPhone 5", "pink", "what-if"],
        ["café"],
      ], indent: "  ")
    #expect(
      lines == [
        "  scenario    device                   verdict",
        "  dip         iPad Air 2 · 768 × 1024  ok",
        "  rotate-180  iPhone 5                 pink     what-if",
        "  café",
      ])
  }

  @Test func noRowsMakeNoLines() {
    #expect(TextTable.lines([]).isEmpty)
    #expect(TextTable.lines([[]]) == [""])
  }
}
