/// Renders a timeline as text: a header saying what was run, one event per line with its virtual
/// time, then the measurements and the verdict. Two runs `diff` line by line.
///
/// ```text
///   1.000  step rotate landscape-left
///   1.000  call shouldAutorotate → true
///   1.000  call supportedInterfaceOrientations → all
///   1.000    state isRotatingWhileKeyboardVisible = true
/// ```
nonisolated public struct TextRenderer: Sendable {
  /// Whether to print every 60 Hz sample, or only the largest pink and the largest cover.
  public var showsEverySample: Bool

  /// Creates a renderer that prints every sample when `showsEverySample` is set (`--frames`).
  public init(showsEverySample: Bool = false) {
    self.showsEverySample = showsEverySample
  }

  /// The header, every entry with the samples shown placed among them by time, then the
  /// measurements and the verdict; ends with a newline.
  public func render(_ timeline: Timeline) -> String {
    var lines = header(timeline.header)
    lines.append("")
    lines.append("   time  event")
    var samples = shownSamples(timeline)[...]
    for entry in timeline.entries {
      while let sample = samples.first, sample.time < entry.time {
        lines.append(line(for: sample))
        samples = samples.dropFirst()
      }
      lines.append(
        NumberFormat.timestamp(entry.time) + "  " + indent(entry.depth)
          + EventText.describe(entry.event))
    }
    lines += samples.map(line(for:))
    lines.append("")
    lines += footer(timeline)
    return lines.joined(separator: "\n") + "\n"
  }

  private func header(_ header: RunHeader) -> [String] {
    var lines = [
      "\(header.variant) on \(header.device), iOS \(header.os), scenario \(header.scenario)"
    ]
    if let note = header.deploymentNote { lines.append("  \(note)") }
    if !header.switches.isEmpty {
      lines.append("  switches: " + Self.describe(header.switches))
    }
    lines.append("  steps:")
    lines += header.steps.map { "    \($0)" }
    return lines
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

  private func line(for sample: Sample) -> String {
    let gap: String
    if sample.gap > 0.05 {
      gap = "pink \(NumberFormat.points(sample.gap))"
    } else if sample.gap < -0.05 {
      gap =
        "covered \(NumberFormat.points(-sample.gap))"
        + (sample.textFieldIsCovered ? ", text field hidden" : "")
    } else {
      gap = "gap 0"
    }
    return NumberFormat.timestamp(sample.time)
      + "  sample \(gap) (view \(NumberFormat.points(sample.viewHeight)), "
      + "keyboard \(NumberFormat.points(sample.keyboardHeight)), gray bottom \(NumberFormat.points(sample.grayBottom)))"
  }

  private func footer(_ timeline: Timeline) -> [String] {
    let measurements = timeline.measurements
    func when(_ time: Double?) -> String {
      time.map { " at \(NumberFormat.seconds($0)) s" } ?? ""
    }
    let allowed = VerdictRules.standard.sliverShare * measurements.keyboardHeight
    return [
      "measurements",
      "  samples        \(measurements.sampleCount) at 60 Hz",
      "  largest pink   \(NumberFormat.points(measurements.largestPink)) pt\(when(measurements.largestPinkTime))",
      "  largest cover  \(NumberFormat.points(measurements.largestCover)) pt\(when(measurements.largestCoverTime))",
      "  at rest        gap \(NumberFormat.points(measurements.restGap)) pt",
      "  keyboard       \(NumberFormat.points(measurements.keyboardHeight)) pt (slivers up to \(NumberFormat.points(allowed)) pt)",
      "verdict: \(timeline.verdict.rawValue)",
    ]
  }

  private func indent(_ depth: Int) -> String {
    String(repeating: "  ", count: depth)
  }
}
