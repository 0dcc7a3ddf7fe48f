import SimulatedIOS
import SimulatedUIKit

/// Renders `--summary`: one line per run, its fields separated by tabs so that scripts can cut
/// them: variant, device (as `--device` names it), iOS version (`8.3` for a point release),
/// scenario, verdict, and the
/// verdict's reason as the verdict line words it; a what-if run (`VariantInfo.whatIfNote(for:)`)
/// adds a seventh field, the what-if note.
///
/// ```text
/// CorrectedSchmeeboard3	ipad2	9	dip	clean	every sample within 2 pt
/// KeyboardLayoutGuide	iphone4s	5	dip	clean	every sample within 2 pt	what-if: below …
/// ```
public struct SummaryRenderer: Sendable {
  /// The variant's executable name.
  public var variant: String

  /// Creates a renderer for `variant`'s runs.
  public init(variant: String) {
    self.variant = variant
  }

  /// One line for one run, with its what-if note if it is one, ending with a newline.
  public func line(
    on target: RunTarget, scenario: String, verdict: Verdict, reason: VerdictReason,
    whatIf: String?
  ) -> String {
    ([
      variant, target.device.rawValue, target.release.description, scenario, verdict.rawValue,
      VerdictText.describe(reason),
    ] + [whatIf].compactMap { $0 }).joined(separator: "\t") + "\n"
  }

  /// One line per cell of the matrix, in its order.
  public func render(_ cells: [VariantMatrix.Cell]) -> String {
    cells.map {
      line(
        on: $0.target, scenario: $0.scenario.rawValue, verdict: $0.verdict, reason: $0.reason,
        whatIf: $0.whatIf)
    }.joined()
  }
}
