import SimulatedUIKit

/// Renders a run, or a comparison, as one self-contained HTML page: no network, no library. The
/// header, the summary table, the replay (`Replay`: a player of every run's screens at each 60 Hz
/// sample, which an inline script shows and plays), each variant's chart and screens as inline
/// SVG, and the text output folded under them. Without scripts the page shows all but the
/// replay.
public struct PageRenderer: Sendable {
  /// Creates a renderer; it has no options.
  public init() {}

  /// The page for `comparison`, with `text` (the text output) folded at the end; ends with a
  /// newline.
  public func render(_ comparison: Comparison, text: String) -> String {
    var page = ""
    write(comparison, text: text, to: &page)
    return page
  }

  /// Writes the page for `comparison`, with `text` (the text output, written as it is made)
  /// folded at the end, to `output` one line at a time; ends with a newline.
  public func write(
    _ comparison: Comparison, text: some TextOutputStreamable,
    to output: inout some TextOutputStream
  ) {
    let layout = PictureLayout(comparison)
    let title = comparison.title
    output.write(lines: Self.head(title: title, style: Replay.style))
    var body = ["<h1>\(SVG.escape(title))</h1>"]
    if let header = comparison.runs.first?.header {
      body.append(
        "<p class=\"steps\">Steps: "
          + header.steps.map { "<code>\(SVG.escape($0))</code>" }
          .joined(separator: ", ") + "</p>")
    }
    body += summary(comparison)
    body.append(Self.svg(width: layout.width, height: 56, PictureRenderer.legend(y: 20), "legend"))
    // The replay, or the sentence that says why there is none.
    var replay: Replay?
    if let refusal = Replay.refusal(for: comparison) {
      body += Replay.container(["<p>\(SVG.escape(refusal))</p>"])
    } else {
      let player = Replay(comparison, layout: layout)
      body += Replay.container(player.player())
      replay = player
    }
    output.write(lines: body)
    // The sections, two at a time side by side (a long run's section is tens of megabytes, so
    // no more are held at once), written in order.
    let runs = comparison.runs
    for first in stride(from: 0, to: runs.count, by: Self.sectionsAtOnce) {
      let count = min(Self.sectionsAtOnce, runs.count - first)
      for section in Parallel.map(
        count, { Self.section(runs[first + $0], index: first + $0, layout) })
      {
        output.write(section)
      }
    }
    output.write("<details><summary>The timeline as text</summary>\n<pre>")
    withUnsafeMutablePointer(to: &output) { output in
      var escaped = Escaped(output: output)
      text.write(to: &escaped)
    }
    output.write("</pre></details>\n")
    replay?.writeData(to: &output)
    output.write("<script>\n" + ReplayScript.source + "</script>\n")
    output.write(lines: Self.foot)
  }

  /// How many variants' sections are drawn at once.
  private static let sectionsAtOnce = 2

  /// Run `index`'s section: its name, its notes, its chart and its screens.
  private static func section(_ run: ComparedRun, index: Int, _ layout: PictureLayout) -> String {
    var section = ["<section>", "<h2>\(SVG.escape(run.variant))</h2>"]
    let header = run.header
    for note in [header.displayMode, header.deploymentNote].compactMap({ $0 })
      + header.assumptions.map(TextRenderer.describe)
    {
      section.append("<p>\(SVG.escape(note))</p>")
    }
    var output = ""
    output.write(lines: section)
    write(
      svg: layout.chartRow(run, index: index, y: 0).elements(), width: layout.width,
      height: layout.chartHeight, "chart", to: &output)
    let strip = layout.strip(run, index: index)
    write(
      svg: strip.elements(y: 0), width: layout.width, height: strip.height, "screens",
      to: &output)
    output.write("</section>\n")
    return output
  }

  /// What passes the text output on to the page escaped, a piece at a time: the pieces part at
  /// its newlines, where no neighbour joins a character to the next, so that they escape as the
  /// whole text would.
  private struct Escaped<Output: TextOutputStream>: TextOutputStream {
    /// The page's output.
    var output: UnsafeMutablePointer<Output>

    mutating func write(_ string: String) {
      output.pointee.write(SVG.escape(string))
    }
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
        "<td class=\"figure\">\(ComparisonTextRenderer.extreme(measurements.largestPink, at: measurements.largestPinkTime))</td>",
        "<td class=\"figure\">\(ComparisonTextRenderer.extreme(measurements.largestCover, at: measurements.largestCoverTime))</td>",
        "<td class=\"figure\">\(NumberFormat.points(measurements.restGap)) pt</td>",
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
    var svg = ""
    write(svg: elements, width: width, height: height, kind, to: &svg)
    svg.removeLast()
    return svg
  }

  /// Writes an inline SVG of `elements`, ending in a newline.
  private static func write(
    svg elements: [String], width: Double, height: Double, _ kind: String,
    to output: inout some TextOutputStream
  ) {
    let open =
      "<svg class=\"\(kind)\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVG.number(width))\" "
      + "height=\"\(SVG.number(height))\" viewBox=\"0 0 \(SVG.number(width)) \(SVG.number(height))\" "
      + "font-family=\"Helvetica, Arial, sans-serif\">"
    output.write(lines: [open] + elements + ["</svg>"])
  }

  /// A page with `title` and the lines of `body`.
  static func page(title: String, body: [String]) -> String {
    (head(title: title, style: []) + body + foot).joined(separator: "\n") + "\n"
  }

  /// A page's lines up to its body's first, with the lines of `style` added to its style sheet.
  private static func head(title: String, style: [String]) -> [String] {
    [
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
      "td.figure { white-space: nowrap; }",
      "svg { display: block; } pre { font-size: 12px; }",
    ] + style + [
      "</style>",
      "</head>",
      "<body>",
    ]
  }

  /// A page's lines after its body's last.
  private static let foot = ["</body>", "</html>"]
}
