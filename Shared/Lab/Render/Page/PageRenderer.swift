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
    write(comparison, text: [text], to: &page)
    return page
  }

  /// How many parts a page of `comparison` would have its text output in: as many as keep both
  /// of the threads that write its sections and its text busy to the end (`write`), at least
  /// one.
  public static func textParts(for comparison: Comparison) -> Int {
    let runs = comparison.runs.count
    let parts = max(1, runs / 2)
    return (runs + parts).isMultiple(of: 2) ? parts : parts + 1
  }

  /// Writes the page for `comparison`, with `text` (the text output in parts, each written as it
  /// is made, one after another) folded at the end, to `output` one line at a time; ends with a
  /// newline. `afterItsFirstLine` leaves out the first line (`firstLine`), written before.
  public func write<Text: TextOutputStreamable & Sendable>(
    _ comparison: Comparison, text: [Text], to output: inout some TextOutputStream,
    afterItsFirstLine: Bool = false
  ) {
    let layout = PictureLayout(comparison)
    let title = comparison.title
    output.write(
      lines: Array(
        Self.head(title: title, style: Replay.style).dropFirst(afterItsFirstLine ? 1 : 0)))
    var body = ["<h1>\(SVG.escape(title))</h1>"]
    if let header = comparison.runs.first?.header {
      body.append(
        "<p class=\"steps\">Steps: "
          + header.steps.map { "<code>\(SVG.escape($0))</code>" }
          .joined(separator: ", ") + "</p>")
    }
    body += summary(comparison)
    let refusal = Replay.refusal(for: comparison)
    let legend = PictureLegend(comparison, layout: layout, replay: refusal == nil)
    body.append(
      Self.svg(width: layout.width, height: 56 + legend.extraHeight, legend.lines(y: 20), "legend"))
    // The replay, or the sentence that says why there is none.
    var replay: Replay?
    if let refusal {
      body += Replay.container(["<p>\(SVG.escape(refusal))</p>"])
    } else {
      let player = Replay(comparison, layout: layout)
      body += Replay.container(player.player())
      replay = player
    }
    output.write(lines: body)
    // The sections, then the text's parts, two at a time side by side (a long run's section is
    // tens of megabytes): one written straight out while the next is drawn into chunks on another
    // thread, then written.
    let runs = comparison.runs
    let pieces = runs.indices.map(Piece.section) + text.indices.map(Piece.text)
    let draw = { @Sendable (piece: Piece, output: inout ChunkedText) in
      Self.write(piece, runs: runs, layout, text: text, to: &output)
    }
    for first in stride(from: 0, to: pieces.count, by: 2) {
      let second = first + 1
      guard second < pieces.count else {
        Self.write(pieces[first], runs: runs, layout, text: text, to: &output)
        break
      }
      let drawn = Parallel.alongside {
        var drawn = ChunkedText()
        draw(pieces[second], &drawn)
        return drawn
      } while: {
        Self.write(pieces[first], runs: runs, layout, text: text, to: &output)
      }
      drawn.write(to: &output)
    }
    replay?.writeData(to: &output)
    output.write("<script>\n" + ReplayScript.source + "</script>\n")
    output.write(lines: Self.foot)
  }

  /// A piece of a page written on its own: a run's section, or a part of the text output.
  private enum Piece {
    /// Run `index`'s section.
    case section(Int)
    /// The text output's part `index`: the first opens the folded text, the last closes it.
    case text(Int)
  }

  /// Writes `piece` of a page of `runs` with the text output in the parts of `text`.
  private static func write<Text: TextOutputStreamable>(
    _ piece: Piece, runs: [ComparedRun], _ layout: PictureLayout, text: [Text],
    to output: inout some TextOutputStream
  ) {
    switch piece {
    case .section(let index):
      write(section: runs[index], index: index, layout, to: &output)
    case .text(let index):
      if index == 0 { output.write("<details><summary>The timeline as text</summary>\n<pre>") }
      withUnsafeMutablePointer(to: &output) { output in
        var escaped = Escaped(output: output)
        text[index].write(to: &escaped)
      }
      if index == text.count - 1 { output.write("</pre></details>\n") }
    }
  }

  /// Writes run `index`'s section: its name, its notes, its chart and its screens.
  private static func write(
    section run: ComparedRun, index: Int, _ layout: PictureLayout,
    to output: inout some TextOutputStream
  ) {
    var section = ["<section>", "<h2>\(SVG.escape(run.variant))</h2>"]
    let header = run.header
    for note in [header.displayMode, header.deploymentNote].compactMap({ $0 })
      + header.assumptions.map(TextRenderer.describe)
    {
      section.append("<p>\(SVG.escape(note))</p>")
    }
    output.write(lines: section)
    write(svgOf: "chart", width: layout.width, height: layout.chartHeight, to: &output) {
      layout.chartRow(run, index: index, y: 0).write(to: &$0)
    }
    let strip = layout.strip(run, index: index)
    write(svgOf: "screens", width: layout.width, height: strip.height, to: &output) {
      strip.write(y: 0, to: &$0)
    }
    output.write("</section>\n")
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
        + "<th>largest cover</th><th>gap at the end</th>"
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
    write(svgOf: kind, width: width, height: height, to: &svg) { $0.write(lines: elements) }
    svg.removeLast()
    return svg
  }

  /// Writes an inline SVG of class `kind`, its elements written by `content` one a line, ending
  /// in a newline.
  private static func write<Output: TextOutputStream>(
    svgOf kind: String, width: Double, height: Double, to output: inout Output,
    _ content: (inout Output) -> Void
  ) {
    output.write(
      line:
        "<svg class=\"\(kind)\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVG.number(width))\" "
        + "height=\"\(SVG.number(height))\" viewBox=\"0 0 \(SVG.number(width)) \(SVG.number(height))\" "
        + "font-family=\"Helvetica, Arial, sans-serif\">")
    content(&output)
    output.write(line: "</svg>")
  }

  /// A page with `title` and the lines of `body`.
  static func page(title: String, body: [String]) -> String {
    (head(title: title, style: []) + body + foot).joined(separator: "\n") + "\n"
  }

  /// Every page's first line, the same whatever the page holds: written before a comparison's
  /// runs are made (`write(_:text:to:afterItsFirstLine:)` then leaves it out).
  public static let firstLine = "<!DOCTYPE html>"

  /// A page's lines up to its body's first, with the lines of `style` added to its style sheet.
  private static func head(title: String, style: [String]) -> [String] {
    [
      firstLine,
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
