/// Everything a run produced: what was run, what happened, what was measured and the verdict.
nonisolated public struct Timeline: Equatable, Codable, Sendable {
  public var header: RunHeader
  public var entries: [TimelineEntry]
  /// Every 60 Hz sample, in order; renderers place them among the entries by time.
  public var samples: [Sample]
  /// The state once everything settled after the last step.
  public var rest: Sample
  public var measurements: Measurements
  public var verdict: Verdict
}
