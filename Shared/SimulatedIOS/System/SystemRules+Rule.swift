extension SystemRules {
  /// A rule of the simulated iOS as one value: its name, its evidence with the other reading that
  /// flipping it runs, and its answer. Each rule is one `static let` of this type, declared in the
  /// file of its area beside the property of `SystemRules` that applies it (`holds(_:_:)` or
  /// `number(_:_:else:)`), its doc comment citing its evidence ([A], [S], [1], [M]); adding a rule
  /// touches that one file.
  ///
  /// A rule's name is the name of its `static let`, as an enum case's raw value would be, and is
  /// what `--assume NAME=alternative`, the timelines' JSON and
  /// `Tests/ComparisonTests/Golden/rule-flips.txt` spell (`RuleEvidenceTests` checks the two
  /// agree). Two rules are the same rule when their names are.
  public struct Rule: Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// The rule's name, the name of its `static let`.
    public let rawValue: String
    /// What the rule says, its evidence, and the other reading `--assume` runs.
    package let evidence: RuleEvidence
    /// What the rule answers for a device, release and mode, as text: the one way to compare two
    /// releases rule by rule (`SystemRules.releaseDistinctions()`), so that which releases differ,
    /// and by which rules, is read from the rules themselves and never kept by hand.
    let answer: @Sendable (SystemRules) -> String

    /// A rule named `name`, the name of the `static let` it initialises, with its evidence and
    /// its answer.
    init(
      _ name: String, tag: RuleEvidence.Tag, section: String, statement: String,
      sources: [String], describedSources: [RuleEvidence.Source] = [], alternative: String,
      answer: @escaping @Sendable (SystemRules) -> String
    ) {
      rawValue = name
      evidence = RuleEvidence(
        tag: tag, section: section, statement: statement, sources: sources,
        describedSources: describedSources, alternative: alternative)
      self.answer = answer
    }

    /// Every rule, in the order `--list-rules` and `docs/behaviour-model.md` list them: each
    /// area's list, kept beside its rules' declarations.
    public static let allCases: [Self] =
      screenKeyboardAndRotation + hazards + scrollViews + navigationBars + presentations
      + actionsDuringARotation

    /// The rule named `rawValue`, or `nil` when no rule is.
    public init?(rawValue: String) {
      guard let rule = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
      self = rule
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public var description: String { rawValue }

    /// Decodes a rule from its name.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      let name = try container.decode(String.self)
      guard let rule = Self(rawValue: name) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "no rule is named \(name)")
      }
      self = rule
    }

    /// Encodes the rule as its name.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }
  }
}
