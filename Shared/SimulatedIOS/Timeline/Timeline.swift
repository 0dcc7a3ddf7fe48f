import SimulatedUIKit

/// Everything a run produced: what was run, what happened, what was measured and the verdict.
public struct Timeline: Equatable, Codable, Sendable {
  /// The version of `docs/json-schema.md` this program writes.
  public static let currentSchemaVersion = 2

  /// The version of `docs/json-schema.md` the timeline follows: `currentSchemaVersion` when made.
  public var schemaVersion = Timeline.currentSchemaVersion
  /// What was run.
  public var header: RunHeader
  /// Every event, in the order it was recorded.
  public var entries: [TimelineEntry]
  /// Every 60 Hz sample, in order; renderers place them among the entries by time.
  public var samples: [Sample]
  /// The screen each time everything had settled before a later step began, in order.
  public var rests: [Sample]
  /// The state once everything settled after the last step.
  public var rest: Sample
  /// The numbers read from the samples and the rests.
  public var measurements: Measurements
  /// What the verdict rules make of the samples and the rests.
  public var verdict: Verdict
  /// Why: the rule that decided the verdict and its deciding sample.
  public var reason: VerdictReason
}
