import SimulatedUIKit

/// One variant's run in a comparison: what labels it, and its timeline.
public struct ComparedRun: Equatable, Sendable {
  /// The variant as `--compare` names it: `CorrectedSchmeeboard2`,
  /// `KeyboardSchmeeboard:--no-ios5-workaround`.
  public var variant: String
  /// What labels its lines in a merged timeline and its row in a table: `CS2`.
  public var shortName: String
  /// The run, its numbers rounded as the output prints them.
  public var timeline: Timeline

  /// Creates a compared run; each parameter is the property of the same name.
  public init(variant: String, shortName: String, timeline: Timeline) {
    self.variant = variant
    self.shortName = shortName
    self.timeline = timeline
  }
}
