import SimulatedIOS
import SimulatedUIKit

/// Renders a timeline as text: a header saying what was run, one event per line with its virtual
/// time, then the measurements and the verdict. Two runs `diff` line by line.
///
/// ```text
///   1.000  step rotate landscape-left
///   1.000  call shouldAutorotate → true
///   1.000  call supportedInterfaceOrientations → all
///   1.000    state isRotatingWhileKeyboardVisible = true
/// ```
public struct TextRenderer: Sendable {
  /// Whether to print every 60 Hz sample, or only the largest pink and the largest cover.
  public var showsEverySample: Bool

  /// Creates a renderer that prints every sample when `showsEverySample` is set (`--frames`).
  public init(showsEverySample: Bool = false) {
    self.showsEverySample = showsEverySample
  }

  /// The header, every entry with the samples and rests shown placed among them by time, then the
  /// measurements and the verdict; ends with a newline.
  public func render(_ timeline: Timeline) -> String {
    var lines = headLines(timeline.header)
    lines += eventLines(timeline).map(\.text)
    lines.append("")
    lines += footer(timeline)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines before the first event: the header, a blank line and the column titles.
  func headLines(_ header: RunHeader) -> [String] {
    self.header(header) + ["", Self.columnTitles]
  }

  /// The titles over the events' two columns.
  static let columnTitles = "   time  event"

  /// One line per entry, with the samples and rests shown placed among them by time, each with
  /// its time.
  func eventLines(_ timeline: Timeline) -> [(time: Double, text: String)] {
    Array(stepLines(timeline).joined())
  }

  /// The event lines cut at the steps: first the lines before the first step (the prologue, often
  /// empty), then for each step its line and every line after it up to the next step's. A sample
  /// or a rest printed before a step's line belongs to the step before.
  func stepLines(_ timeline: Timeline) -> [[(time: Double, text: String)]] {
    var steps: [[(time: Double, text: String)]] = []
    forEachStep(of: timeline) { steps.append($0) }
    return steps
  }

  /// Hands `body` the event lines of each step in turn, as `stepLines` cuts them: a long run's
  /// lines are never all held at once.
  func forEachStep(
    of timeline: Timeline, _ body: (_ lines: [(time: Double, text: String)]) -> Void
  ) {
    var lines: [(time: Double, text: String)] = []
    var samples = shownSamples(timeline)[...]
    // A rest is the screen just before the step at its time, so it prints before that step.
    var rests = timeline.rests.filter(isShown)[...]
    let edge = timeline.header.edgeName ?? "gray bottom"
    for entry in timeline.entries {
      while let sample = samples.first, sample.time < entry.time {
        lines.append((sample.time, line(for: sample, edge: edge)))
        samples = samples.dropFirst()
      }
      while let rest = rests.first, rest.time <= entry.time {
        lines.append((rest.time, line(forRest: rest, edge: edge)))
        rests = rests.dropFirst()
      }
      if case .step = entry.event {
        body(lines)
        lines = []
      }
      lines.append(
        (
          entry.time,
          NumberFormat.timestamp(entry.time) + "  " + indent(entry.depth)
            + EventText.describe(entry.event)
        ))
    }
    lines += samples.map { ($0.time, line(for: $0, edge: edge)) }
    lines += rests.map { ($0.time, line(forRest: $0, edge: edge)) }
    if isShown(timeline.rest) {
      lines.append((timeline.rest.time, line(forRest: timeline.rest, edge: edge)))
    }
    body(lines)
  }

  private func header(_ header: RunHeader) -> [String] {
    var lines = ["\(header.variant) on \(header.target), scenario \(header.scenario)"]
    if let note = header.displayMode { lines.append("  \(note)") }
    if let safeArea = header.safeArea { lines.append("  " + Self.describe(safeArea)) }
    if let summary = header.summary { lines.append("  summary: \(summary)") }
    if let note = header.deploymentNote { lines.append("  \(note)") }
    if let measures = header.measures { lines.append("  measures: \(measures)") }
    if !header.switches.isEmpty {
      lines.append("  switches: " + Self.describe(header.switches))
    }
    lines += header.assumptions.map { "  " + Self.describe($0) }
    lines.append("  steps:")
    lines += header.steps.map { "    \($0)" }
    return lines
  }

  /// `safe area: top 59, bottom 34 in portrait; left 59, bottom 21, right 59 in landscape`, the
  /// insets that are not zero, `none` for an orientation with none (`top 20 in portrait; none in
  /// landscape` on an iPhone with a home button).
  static func describe(_ safeArea: SafeArea) -> String {
    func insets(_ insets: UIEdgeInsets) -> String {
      let named = [
        ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom),
        ("right", insets.right),
      ]
      .filter { $0.1 != 0 }.map { "\($0.0) \(NumberFormat.points(Double($0.1)))" }
      return named.isEmpty ? "none" : named.joined(separator: ", ")
    }
    return "safe area: \(insets(safeArea.portrait)) in portrait; "
      + "\(insets(safeArea.landscape)) in landscape"
  }

  /// `assumes postsRotationHideWithoutAnimation=alternative: …`, the rule's other reading.
  static func describe(_ assumption: SystemRules.Rule) -> String {
    "assumes \(assumption.rawValue)=alternative: \(assumption.evidence.alternative)"
  }

  /// `iOS 5 workaround on, iOS 6 workaround off`.
  static func describe(_ switches: [RunHeader.Switch]) -> String {
    switches.map { "\($0.name) \($0.isOn ? "on" : "off")" }.joined(separator: ", ")
  }

  private func shownSamples(_ timeline: Timeline) -> [Sample] {
    if showsEverySample { return timeline.samples }
    let measurements = timeline.measurements
    let extremes = [measurements.largestPinkTime, measurements.largestCoverTime].compactMap { $0 }
    return timeline.samples.filter { extremes.contains($0.time) }
  }

  /// A rest is shown when it is off the keyboard, on screen or not.
  private func isShown(_ rest: Sample) -> Bool {
    abs(rest.gap) > VerdictRules.standard.restTolerance
  }

  /// `  1.117  sample pink 20.1 (view 575.2, keyboard 217.8, gray bottom 337.3)`, with the
  /// verdict rules' words for what a person sees.
  private func line(for sample: Sample, edge: String) -> String {
    var text = VerdictText.gap(sample.gap, of: sample)
    let finding = VerdictRules.standard.finding(for: sample)
    if finding != .sliver, finding != .onTheKeyboard {
      text += ", \(VerdictText.finding(of: sample))"
    }
    return NumberFormat.timestamp(sample.time) + "  sample \(text) " + figures(sample, edge: edge)
  }

  /// `  2.000  rest pink 216, off the keyboard at rest (view 548, keyboard 0, gray bottom 332)`.
  private func line(forRest rest: Sample, edge: String) -> String {
    let rules = VerdictRules.standard
    let verdict =
      rules.isLatentError(atRest: rest)
      ? "below the screen with no keyboard up: latent"
      : VerdictReason.Rule.offTheKeyboardAtRest.rawValue
    return NumberFormat.timestamp(rest.time)
      + "  rest \(VerdictText.gap(rest.gap, of: rest)), \(verdict) "
      + figures(rest, edge: edge)
  }

  /// The figures behind a sample; `edge` names the edge measured (`gray bottom`, `bar bottom`).
  private func figures(_ sample: Sample, edge: String) -> String {
    "(view \(NumberFormat.points(sample.viewHeight)), "
      + "keyboard \(NumberFormat.points(sample.keyboardHeight)), "
      + "\(edge) \(NumberFormat.points(sample.edge)))"
  }

  private func footer(_ timeline: Timeline) -> [String] {
    let measurements = timeline.measurements
    func when(_ time: Double?) -> String {
      time.map { " at \(NumberFormat.seconds($0)) s" } ?? ""
    }
    var lines = [
      "measurements",
      "  samples        \(measurements.sampleCount) at 60 Hz, \(measurements.restCount) at rest",
      "  largest pink   \(NumberFormat.points(measurements.largestPink)) pt\(when(measurements.largestPinkTime))",
      "  largest cover  \(NumberFormat.points(measurements.largestCover)) pt\(when(measurements.largestCoverTime))",
      "  at the end     gap \(NumberFormat.points(measurements.restGap)) pt",
    ]
    if measurements.latentErrorTime != nil {
      lines.append(
        "  latent error   \(NumberFormat.points(measurements.latentError)) pt below the screen, no "
          + "keyboard up,\(when(measurements.latentErrorTime))")
    }
    if let keyboard = measurements.tallestKeyboard {
      lines.append("  keyboard       \(NumberFormat.points(keyboard)) pt at its tallest")
    }
    lines.append("verdict: " + VerdictText.describe(timeline.verdict, timeline.reason))
    return lines
  }

  private func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: depth)
  }
}
