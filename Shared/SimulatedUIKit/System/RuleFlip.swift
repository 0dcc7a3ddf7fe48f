/// The one `SystemRules` rule a test has flipped, for the simulations started inside
/// `RuleFlip.$flipped.withValue(rule) { … }`; `nil` everywhere else.
///
/// Flipping each rule in turn and seeing a golden timeline or a `MATRIX.md` cell change is how the
/// tests show that no rule is dead or duplicated (`Tests/ComparisonTests/RuleFlipTests.swift`).
enum RuleFlip {
  /// The flipped rule, if any.
  @TaskLocal static var flipped: SystemRules.Rule?
}
