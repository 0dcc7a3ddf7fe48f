/// A rule of the simulated iOS as `--list-rules` and docs/behaviour-model.md show it: how sure we
/// are of it, the section it implements, what it says, the sources it rests on, and the other
/// reading that flipping it (`--assume`) runs.
public struct RuleEvidence: Equatable, Sendable {
  /// How sure we are: Apple's documentation, several reports, one report, or our choice.
  public enum Tag: String, Sendable, CaseIterable {
    /// [A] Apple's own documentation: reference pages, SDK headers, release notes.
    case apple = "A"
    /// [S] Several independent reports that agree.
    case several = "S"
    /// [1] A single report.
    case one = "1"
    /// [M] A modelling choice of ours where no source settles the question.
    case model = "M"
  }

  /// The strongest tag that covers the rule as coded; where the parts the rule decides rest on
  /// different evidence, the weaker, with `statement` saying which part is which.
  public var tag: Tag
  /// The section of docs/behaviour-model.md the rule implements, such as "§4" or "§8.3".
  public var section: String
  /// One sentence: what the rule says, with its numbers, as the code implements it.
  public var statement: String
  /// The keys of the sources the rule rests on, each in docs/behaviour-model.md's Sources list or
  /// in `describedSources`; empty for an [M] rule with none, and for a rule the docs cite no
  /// source for.
  public var sources: [String]
  /// The sources of `sources` that only this rule cites and the docs' Sources list does not hold,
  /// described here as that list would describe them; the rule's generated entry prints them, so
  /// that a new rule with a new source (a new release's, say) needs no hand in the docs.
  public var describedSources: [Source]
  /// One sentence: what flipping the rule means, the other reading.
  public var alternative: String

  /// A source a rule describes itself: its key, and what the docs' Sources list would say of it,
  /// what it is, what it shows and its address.
  public struct Source: Equatable, Sendable {
    /// The key the rule's `sources` cite it by, such as "FB18129544".
    public var key: String
    /// What it is, what it shows and its address, in one line.
    public var description: String

    /// A source by its key and its description.
    public init(key: String, description: String) {
      self.key = key
      self.description = description
    }
  }

  /// A rule's evidence, from its parts.
  public init(
    tag: Tag, section: String, statement: String, sources: [String],
    describedSources: [Source] = [], alternative: String
  ) {
    self.tag = tag
    self.section = section
    self.statement = statement
    self.sources = sources
    self.describedSources = describedSources
    self.alternative = alternative
  }
}
