import SimulatedIOS

/// What a matrix reads of a run's timeline (`VariantMatrix.Cell`): its verdict, why, its largest
/// mismatch and its what-if note. A user's controller's run sends only this back from its process
/// for a matrix, not the whole timeline (`Variant.judgement`).
public struct RunJudgement: Equatable, Codable, Sendable {
  /// The run's verdict.
  public var verdict: Verdict
  /// Why: the rule that decided the verdict and its deciding sample.
  public var reason: VerdictReason
  /// The run's largest pink or cover, in points (`Measurements.largestMismatch`).
  public var largestMismatch: Double
  /// The what-if note when the original could not have made this run
  /// (`VariantInfo.whatIfNote(for:)`); `nil` for a run it could have made.
  public var whatIf: String?

  /// The judgement of the run whose timeline is `timeline`.
  public init(_ timeline: Timeline) {
    verdict = timeline.verdict
    reason = timeline.reason
    largestMismatch = timeline.measurements.largestMismatch
    whatIf = timeline.header.deploymentNote
  }
}
