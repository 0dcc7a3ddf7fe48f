import SimulatedUIKit

/// Renders a run, or a comparison, as one SVG picture: a title and a legend (`PictureLegend`: a
/// swatch for every kind of mark it draws), then for each variant its chart (`ChartRow`) and its
/// strip of screens (`ScreenStrip`), every row on the same time axis and the same scales.
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
    let legend = PictureLegend(comparison, layout: layout)
    // Each run's chart and strip, a row apart, below the legend's rows; the document is as tall
    // as all the rows.
    var rows: [(chart: ChartRow, strip: ScreenStrip, y: Double)] = []
    var y = 58.0 + legend.extraHeight
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
      ] + legend.lines(y: 46)
    output.write(lines: head)
    for row in rows {
      row.chart.write(to: &output)
      row.strip.write(y: row.y, to: &output)
    }
    output.write("</svg>\n")
  }
}
