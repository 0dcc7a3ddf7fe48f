/// The `SystemRules` rules read the other way for the simulations started inside
/// `RuleFlip.$flipped.withValue(rules) { … }`: none everywhere else.
///
/// A test flips each rule in turn and sees a golden timeline or a `MATRIX.md` cell change, which
/// shows that no rule is dead or duplicated (`Tests/ComparisonTests/RuleFlipTests.swift`); a user
/// runs a command under the other reading of a contested rule with `--assume RULE=alternative`.
enum RuleFlip {
  /// The flipped rules.
  @TaskLocal static var flipped: Set<SystemRules.Rule> = []
}
