import SimulatedUIKit

/// Renders a run, or a comparison, as one self-contained HTML page: no network, no scripts. The
/// header, the summary table, each variant's chart and screens as inline SVG, and the text output
/// folded under them.
public struct PageRenderer: Sendable {
  /// Creates a renderer; it has no options.
  public init() {}

  /// The page for `comparison`, with `text` (the text output) folded at the end; ends with a
  /// newline.
  public func render(_ comparison: Comparison, text: String) -> String {
    let layout = PictureLayout(comparison)
    let title = comparison.title
    var body = ["<h1>\(SVG.escape(title))</h1>"]
    if let header = comparison.runs.first?.header {
      body.append(
        "<p class=\"steps\">Steps: "
          + header.steps.map { "<code>\(SVG.escape($0))</code>" }
          .joined(separator: ", ") + "</p>")
    }
    body += summary(comparison)
    body.append(Self.svg(width: layout.width, height: 56, PictureRenderer.legend(y: 20), "legend"))
    for (index, run) in comparison.runs.enumerated() {
      body.append("<section>")
      body.append("<h2>\(SVG.escape(run.variant))</h2>")
      let header = run.header
      for note in [header.displayMode, header.deploymentNote].compactMap({ $0 })
        + header.assumptions.map(TextRenderer.describe)
      {
        body.append("<p>\(SVG.escape(note))</p>")
      }
      body.append(
        Self.svg(
          width: layout.width, height: layout.chartHeight,
          layout.chartRow(run, index: index, y: 0).elements(), "chart"))
      let strip = layout.strip(run, index: index)
      body.append(
        Self.svg(width: layout.width, height: strip.height, strip.elements(y: 0), "screens"))
      body.append("</section>")
    }
    body.append("<details><summary>The timeline as text</summary>")
    body.append("<pre>\(SVG.escape(text))</pre></details>")
    return Self.page(title: title, body: body)
  }

  private func summary(_ comparison: Comparison) -> [String] {
    var rows = [
      "<table class=\"summary\"><tr><th>variant</th><th>verdict</th><th>largest pink</th>"
        + "<th>largest cover</th><th>at rest</th>"
        + (comparison.runs.count > 1
          ? "<th>parts from \(SVG.escape(comparison.runs[0].shortName))</th>" : "")
        + "</tr>"
    ]
    for (index, run) in comparison.runs.enumerated() {
      let measurements = run.measurements
      var cells = [
        "<td>\(SVG.escape("\(run.shortName) \(run.variant)"))</td>",
        "<td style=\"background:\(PictureColors.verdict(run.verdict))\">"
          + SVG.escape(VerdictText.describe(run.verdict, run.reason)) + "</td>",
        "<td>\(ComparisonTextRenderer.extreme(measurements.largestPink, at: measurements.largestPinkTime))</td>",
        "<td>\(ComparisonTextRenderer.extreme(measurements.largestCover, at: measurements.largestCoverTime))</td>",
        "<td>\(NumberFormat.points(measurements.restGap)) pt</td>",
      ]
      if comparison.runs.count > 1 {
        let parting = comparison.parting(of: index)
        cells.append(
          "<td>"
            + (index == 0
              ? "-"
              : parting.map {
                SVG.escape("\(NumberFormat.seconds($0.time)) s, line \($0.line): \($0.text)")
              } ?? "never") + "</td>")
      }
      rows.append("<tr>" + cells.joined() + "</tr>")
    }
    return rows + ["</table>"]
  }

  /// An inline SVG of `elements`.
  static func svg(width: Double, height: Double, _ elements: [String], _ kind: String) -> String {
    ([
      "<svg class=\"\(kind)\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVG.number(width))\" "
        + "height=\"\(SVG.number(height))\" viewBox=\"0 0 \(SVG.number(width)) \(SVG.number(height))\" "
        + "font-family=\"Helvetica, Arial, sans-serif\">"
    ] + elements + ["</svg>"])
    .joined(separator: "\n")
  }

  /// A page with `title` and the lines of `body`.
  static func page(title: String, body: [String]) -> String {
    ([
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<title>\(SVG.escape(title))</title>",
      "<style>",
      "body { font-family: Helvetica, Arial, sans-serif; margin: 20px; color: #222; background: #fff; }",
      "h1 { font-size: 20px; } h2 { font-size: 16px; margin: 18px 0 4px; }",
      "table { border-collapse: collapse; margin: 8px 0 16px; }",
      "th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: left; font-size: 13px; }",
      "svg { display: block; } pre { font-size: 12px; }",
      "</style>",
      "</head>",
      "<body>",
    ] + body + ["</body>", "</html>"]).joined(separator: "\n") + "\n"
  }
}
