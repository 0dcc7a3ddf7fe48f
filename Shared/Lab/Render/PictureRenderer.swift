import SimulatedUIKit

/// Renders a run, or a comparison, as one SVG picture: a title and a legend, then for each
/// variant its chart (`ChartRow`) and its strip of screens (`ScreenStrip`), every row on the same
/// time axis and the same scales.
///
/// Written by hand, not with a chart library: the picture is a few rectangles, lines, one path
/// and some text, and owning every byte keeps it identical run to run.
public struct PictureRenderer: Sendable {
  /// Creates a renderer; it has no options.
  public init() {}

  /// The SVG document, ending in a newline.
  public func render(_ comparison: Comparison) -> String {
    var document = ""
    write(comparison, to: &document)
    return document
  }

  /// Writes the SVG document, ending in a newline, to `output` one element at a time.
  public func write(_ comparison: Comparison, to output: inout some TextOutputStream) {
    let layout = PictureLayout(comparison)
    // Each run's chart and strip, a row apart; the document is as tall as all the rows.
    var rows: [(chart: ChartRow, strip: ScreenStrip, y: Double)] = []
    var y = 58.0
    for (index, run) in comparison.runs.enumerated() {
      let chart = layout.chartRow(run, index: index, y: y)
      y += layout.chartHeight + 4
      let strip = layout.strip(run, index: index)
      rows.append((chart, strip, y))
      y += strip.height + 18
    }
    let height = y
    let header = comparison.title
    let head =
      [
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVG.number(layout.width))\" "
          + "height=\"\(SVG.number(height))\" viewBox=\"0 0 \(SVG.number(layout.width)) \(SVG.number(height))\" "
          + "font-family=\"Helvetica, Arial, sans-serif\">",
        SVG.element("title", [], content: SVG.escape(header)),
        SVG.rect(x: 0, y: 0, width: layout.width, height: height, [("fill", "#ffffff")]),
        SVG.text(header, x: 20, y: 26, size: 15, [("font-weight", "bold")]),
      ] + Self.legend(y: 46)
    output.write(lines: head)
    for row in rows {
      row.chart.write(to: &output)
      row.strip.write(y: row.y, to: &output)
    }
    output.write("</svg>\n")
  }

  /// What the colours mean, in one line of swatches.
  static func legend(y: Double) -> [String] {
    // Bands of one colour share a swatch.
    var bands: [(String, String, String)] = []
    for band in ChartBand.all {
      if let same = bands.firstIndex(where: { $0.0 == band.color }) {
        bands[same].2 += " / " + band.meaning
      } else {
        bands.append((band.color, band.opacity, band.meaning))
      }
    }
    let entries =
      [
        (PictureColors.pink, "1", "pink shows (gap above 0)"),
        (PictureColors.gray, "1", "content under the keyboard (below 0)"),
      ] + bands
    var x = 20.0
    return entries.flatMap { entry -> [String] in
      defer { x += 22 + Double(entry.2.count) * 5.6 }
      return [
        SVG.rect(
          x: x, y: y - 9, width: 14, height: 10,
          [
            ("fill", entry.0), ("fill-opacity", entry.1), ("stroke", PictureColors.guide),
            ("stroke-width", "0.5"),
          ]),
        SVG.text(entry.2, x: x + 18, y: y, size: 10.5, [("fill", PictureColors.ink)]),
      ]
    }
  }
}
