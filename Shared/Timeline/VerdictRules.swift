/// The thresholds that turn measurements into a verdict, in one place [M].
///
/// `ios-model.md` §1 sets them; none is Apple's. They are chosen so that the 2013 post's "slivers
/// of pink" (a few points, for a fraction of a second) and its failures (the field behind the
/// keyboard, a keyboard-high band of pink) land on different sides.
nonisolated public struct VerdictRules: Sendable {
  /// Largest |gap| a clean run may show in any sample (points).
  public var cleanTolerance = 2.0
  /// Largest |gap| that still counts as "at rest on the keyboard" (points).
  public var restTolerance = 0.5
  /// Largest transient, as a share of the run's tallest keyboard, that is still only slivers.
  public var sliverShare = 0.15

  /// The rules `ios-model.md` §1 gives.
  public static let standard = VerdictRules()

  /// Judges a run from its measurements.
  public func verdict(for measurements: Measurements) -> Verdict {
    if abs(measurements.restGap) > restTolerance { return .stuck }
    if measurements.largestMismatch <= cleanTolerance { return .clean }
    if measurements.largestMismatch <= sliverShare * measurements.keyboardHeight { return .slivers }
    return .glitch
  }
}
