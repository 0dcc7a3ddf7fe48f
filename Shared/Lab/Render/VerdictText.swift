import SimulatedUIKit

/// How a verdict and its reason read, in the words of the verdict rules (`docs/behaviour-model.md` §1).
///
/// ```text
/// slivers (20.1 pt of pink at 1.117 s: beyond 2 pt, no pink band, field never hidden)
/// stuck (216 pt of pink at 2 s: off the keyboard at rest)
/// clean (every sample within 2 pt)
/// ```
enum VerdictText {
  /// The verdict followed by its reason in parentheses.
  static func describe(_ verdict: Verdict, _ reason: VerdictReason) -> String {
    "\(verdict.rawValue) (\(describe(reason)))"
  }

  /// `20.1 pt of pink at 1.117 s: beyond 2 pt, no pink band, field never hidden`.
  static func describe(_ reason: VerdictReason) -> String {
    guard let time = reason.time, let side = reason.side else { return reason.rule.rawValue }
    let amount =
      side == .pink
      ? "\(NumberFormat.points(reason.points)) pt of pink"
      : "\(NumberFormat.points(reason.points)) pt covered"
    return "\(amount) at \(NumberFormat.seconds(time)) s: \(reason.rule.rawValue)"
  }

  /// A sample's gap: `pink 20.1`, `covered 20.1` or `gap 0`.
  static func gap(_ gap: Double) -> String {
    if gap >= Measurements.noticeable { return "pink \(NumberFormat.points(gap))" }
    if gap <= -Measurements.noticeable { return "covered \(NumberFormat.points(-gap))" }
    return "gap 0"
  }
}
