import SimulatedIOS
import SimulatedUIKit

/// One variant's run in a comparison: what labels it, and what the text, SVG and HTML renderers
/// show of its timeline, read from the timeline when the run is made, so that a comparison of long
/// runs holds no whole timeline.
public struct ComparedRun: Sendable {
  /// The variant as `--compare` names it: `CorrectedSchmeeboard2`,
  /// `KeyboardSchmeeboard:--no-ios5-workaround`.
  public var variant: String
  /// What labels its lines in a merged timeline and its row in a table: `CS2`.
  public var shortName: String
  /// What was run.
  public var header: RunHeader
  /// The numbers read from the samples and the rests.
  public var measurements: Measurements
  /// What the verdict rules make of them.
  public var verdict: Verdict
  /// Why: the rule that decided the verdict and its deciding sample.
  public var reason: VerdictReason
  /// The text timeline's event lines, cut at the steps (`TextRenderer.stepLines`), the largest
  /// samples shown, as `--format text` prints them.
  var lines: StepLines
  /// The same with every sample shown (`--frames`); `nil` unless the run was made to show them.
  var everySampleLines: StepLines?
  /// The lines a merged timeline shows of it: every sample's when it was made to show them.
  var mergedLines: StepLines { everySampleLines ?? lines }
  /// What a picture draws of it; `nil` when it was made for text or JSON only.
  private var drawn: RunPicture?
  /// What a picture draws of it.
  var picture: RunPicture {
    guard let drawn else { fatalError("ComparedRun: drawn, but made without a picture") }
    return drawn
  }

  /// A compared run of `timeline`, its numbers rounded as the output prints them (`rounded()`);
  /// with `showsEverySample` a merged timeline shows its every sample (`--frames`); with
  /// `drawsPicture` off it keeps nothing for a picture (the text and JSON draw none: a long run's
  /// picture holds megabytes).
  public init(
    variant: String, shortName: String, timeline: Timeline, showsEverySample: Bool = false,
    drawsPicture: Bool = true
  ) {
    self.variant = variant
    self.shortName = shortName
    header = timeline.header
    measurements = timeline.measurements
    verdict = timeline.verdict
    reason = timeline.reason
    lines = StepLines(of: timeline, TextRenderer())
    everySampleLines =
      showsEverySample ? StepLines(of: timeline, TextRenderer(showsEverySample: true)) : nil
    drawn = drawsPicture ? RunPicture(timeline) : nil
  }
}
