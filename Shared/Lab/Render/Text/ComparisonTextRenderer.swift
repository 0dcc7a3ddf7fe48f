import SimulatedUIKit

/// Renders a comparison as text: what was run, a summary table with a row per variant, then one
/// merged timeline in 100 columns, where lines every variant shares print once and the lines
/// where they part print under each variant's short name.
///
/// ```text
///   1.000    call willRotate(to: .landscapeLeft, duration: 0.3)
///          ── CS3
///   1.000    state inPhoneRotation = true
///          ── both
/// ```
///
/// The merged timeline shows every 60 Hz sample when the runs were made to show them
/// (`ComparedRun`'s `showsEverySample`, `--frames`).
public struct ComparisonTextRenderer: Sendable {
  /// Creates a renderer; it has no options.
  public init() {}

  /// The header, the summary, and the merged timeline; ends with a newline.
  public func render(_ comparison: Comparison) -> String {
    var text = ""
    write(comparison, to: &text)
    return text
  }

  /// The text of `comparison` in `parts` pieces written when asked to, one after another (a page
  /// writes some of them on another thread): the first has the header, the summary and the first
  /// steps of the merged timeline, the others the next steps, as evenly as the steps fall.
  public func text(of comparison: Comparison, parts: Int) -> [some TextOutputStreamable & Sendable]
  {
    let steps = TimelineMerge.stepCount(of: comparison.runs.map(\.mergedLines))
    let parts = max(1, parts)
    return (0..<parts).map { part in
      Part(
        renderer: self, comparison: comparison,
        steps: (part * steps / parts)..<((part + 1) * steps / parts))
    }
  }

  /// A part of the text of a comparison: the header and summary with the first steps, or later
  /// steps of the merged timeline, as `write(_:to:)` writes them.
  private struct Part: TextOutputStreamable, Sendable {
    var renderer: ComparisonTextRenderer
    var comparison: Comparison
    /// The merged timeline's steps it writes (0 for the prologue).
    var steps: Range<Int>

    func write(to target: inout some TextOutputStream) {
      if steps.lowerBound == 0 {
        renderer.write(comparison, steps: steps, to: &target)
      } else {
        renderer.writeMerged(comparison, steps: steps, to: &target)
      }
    }
  }

  /// Writes the header, the summary, and the merged timeline to `output` one line at a time;
  /// ends with a newline.
  public func write(_ comparison: Comparison, to output: inout some TextOutputStream) {
    write(comparison, steps: 0..<Int.max, to: &output)
  }

  /// Writes the header, the summary, and the merged timeline's `steps` (0 for the prologue).
  private func write(
    _ comparison: Comparison, steps: Range<Int>, to output: inout some TextOutputStream
  ) {
    guard let header = comparison.runs.first?.header else { return }
    let runs = comparison.runs
    var lines = [comparison.title]
    // Each variant's short name and what it is, then its notes (display mode, what-if) under it.
    let names = TextTable.lines(
      runs.map { run in
        let switches = run.header.switches
        return [
          run.shortName,
          run.header.variant + (switches.isEmpty ? "" : " (\(TextRenderer.describe(switches)))"),
        ]
      }, indent: "  ")
    for (run, name) in zip(runs, names) {
      lines.append(name)
      let header = run.header
      lines += [header.displayMode, header.deploymentNote].compactMap { $0 }.map { "      " + $0 }
      lines += header.assumptions.map { "      " + TextRenderer.describe($0) }
    }
    lines.append("  steps:")
    lines += header.steps.map { "    \($0)" }
    lines.append("")
    lines += summary(comparison)
    lines.append("")
    lines.append(TextRenderer.columnTitles)
    output.write(lines: lines)
    writeMerged(comparison, steps: steps, to: &output)
  }

  private func summary(_ comparison: Comparison) -> [String] {
    let runs = comparison.runs
    let rows = runs.indices.map { index -> [String] in
      let measurements = runs[index].measurements
      let parting: String
      if index == 0 {
        parting = "-"
      } else if let part = comparison.parting(of: index) {
        parting = "\(NumberFormat.seconds(part.time)) s, line \(part.line)"
      } else {
        parting = "never"
      }
      return [
        runs[index].shortName, runs[index].verdict.rawValue,
        Self.extreme(measurements.largestPink, at: measurements.largestPinkTime),
        Self.extreme(measurements.largestCover, at: measurements.largestCoverTime),
        "\(NumberFormat.points(measurements.restGap)) pt", parting,
      ]
    }
    let titles = [
      "variant", "verdict", "largest pink", "largest cover", "gap at the end",
      "parts from \(runs[0].shortName)",
    ]
    // Each row, then its verdict's reason under it.
    let table = TextTable.lines([titles] + rows)
    return [table[0]]
      + runs.indices.flatMap { index in
        [table[index + 1], "  because " + VerdictText.describe(runs[index].reason)]
      }
  }

  /// `20.1 pt at 1.117 s`, or `0 pt` when there was none.
  static func extreme(_ points: Double, at time: Double?) -> String {
    "\(NumberFormat.points(points)) pt" + (time.map { " at \(NumberFormat.seconds($0)) s" } ?? "")
  }

  /// Writes the merged timeline's `steps` (0 for the prologue), a step at a time, labelled as
  /// the whole timeline labels them.
  private func writeMerged(
    _ comparison: Comparison, steps: Range<Int>, to output: inout some TextOutputStream
  ) {
    let runs = comparison.runs
    let timelines = runs.map(\.mergedLines)
    let everyone = runs.count == 2 ? "both" : "all"
    func name(of piece: TimelineMerge.Piece) -> String {
      switch piece {
      case .shared: everyone
      case .own(let index, _): runs[index].shortName
      }
    }
    let gutter = String(repeating: " ", count: NumberFormat.timestamp(0).count + 2)
    // The label the steps before these left: their last piece's.
    var label = (0..<steps.lowerBound).reversed().lazy.compactMap {
      TimelineMerge.merge(step: $0, of: timelines).last.map(name(of:))
    }.first
    // Each step's lines put together in one string and written at once: a long comparison's
    // merged timeline has millions of lines.
    var text = ""
    func append(_ line: String) {
      // A line of no more bytes than columns has no more characters either: it is not wrapped.
      for line in line.utf8.count > Self.width ? Self.wrapped(line) : [line] {
        text += line
        text += "\n"
      }
    }
    for step in steps.clamped(to: 0..<TimelineMerge.stepCount(of: timelines)) {
      text.removeAll(keepingCapacity: true)
      for piece in TimelineMerge.merge(step: step, of: timelines) {
        let name = name(of: piece)
        // The first shared lines need no label; every change of hands does.
        if name != label, !(label == nil && name == everyone) {
          text += gutter + "── " + name + "\n"
        }
        label = name
        switch piece {
        case .shared(let line): append(line)
        case .own(_, let lines): lines.forEach(append)
        }
      }
      output.write(text)
    }
  }

  /// The widest line the merged timeline prints.
  static let width = 100

  /// `line`, broken at spaces into lines of at most `width` columns, each continuation indented
  /// four columns past the line's own indentation.
  static func wrapped(_ line: String) -> [String] {
    guard line.count > width else { return [line] }
    let time = NumberFormat.timestamp(0).count + 2
    let indent = time + line.dropFirst(time).prefix { $0 == " " }.count
    var lines: [String] = []
    var rest = Substring(line)
    var prefix = ""
    while prefix.count + rest.count > width {
      let room = width - prefix.count
      guard let cut = rest.prefix(room).lastIndex(of: " "), cut > rest.startIndex else { break }
      lines.append(prefix + rest[..<cut])
      rest = rest[rest.index(after: cut)...]
      prefix = String(repeating: " ", count: min(indent + 4, width / 2))
    }
    return lines + [prefix + rest]
  }
}
