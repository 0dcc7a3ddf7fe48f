/// What a simulation run recorded, before a header and a verdict make it a `Timeline`.
public struct SimulationResult {
  /// Every event, in order.
  public let entries: [TimelineEntry]
  /// Every 60 Hz sample, in order.
  public let samples: [Sample]
  /// The screen once everything settled.
  public let rest: Sample
  /// The tallest keyboard of the run: the yardstick for transients.
  public let keyboardHeight: Double

  /// The timeline of this run under `header`, measured and judged by `rules`.
  public func timeline(header: RunHeader, rules: VerdictRules = .standard) -> Timeline {
    let measurements = Measurements(samples: samples, rest: rest, keyboardHeight: keyboardHeight)
    return Timeline(
      header: header, entries: entries, samples: samples, rest: rest, measurements: measurements,
      verdict: rules.verdict(for: measurements))
  }
}
