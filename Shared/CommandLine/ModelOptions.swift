import ArgumentParser
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// The options that question the model: run under the other reading of a contested rule.
public struct ModelOptions: ParsableArguments, Sendable {
  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Run under the other reading of these rules of the simulated iOS: RULE=alternative "
        + "(RULE=model is the model as it stands). --list-rules lists every rule with its "
        + "evidence and its alternative; the header says which the run assumed.",
      valueName: "rule=reading"),
    completion: ModelOptions.assumeCompletions)
  var assume: [String] = []

  /// `--assume`'s completions, made once: argument-parser makes the group's options anew each
  /// time it reads the group's definition, some 40 times a parse in a debug build.
  private static let assumeCompletions = CompletionKind.list(
    SystemRules.Rule.allCases.map { "\($0.rawValue)=alternative" })

  /// Creates the options with none given; argument-parser fills them in when it parses.
  public init() {}

  /// The rules `--assume` reads the other way; refused with a mode that runs nothing, and for a
  /// word that names no rule or no reading.
  func assumptions(for request: CommandRequest) throws(CommandFailure) -> Set<SystemRules.Rule> {
    guard !assume.isEmpty else { return [] }
    switch request {
    case .list, .listRules, .printScenario:
      throw CommandFailure(
        .usage, "--assume applies to a run, --compare or --matrix, which simulate something")
    case .run, .matrix: break
    }
    var rules: Set<SystemRules.Rule> = []
    var named: [SystemRules.Rule: String] = [:]
    for word in assume {
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        throw CommandFailure(
          .usage,
          "\(Vocabulary.quoted(word)) for --assume names no reading; expected RULE=alternative "
            + "or RULE=model (--list-rules lists the rules)")
      }
      guard let rule = SystemRules.Rule(rawValue: String(parts[0])) else {
        throw CommandFailure(
          .usage,
          "unknown rule \(Vocabulary.quoted(String(parts[0]))) for --assume; --list-rules lists "
            + "the \(SystemRules.Rule.allCases.count) rules")
      }
      if let earlier = named[rule] {
        throw CommandFailure(
          .usage,
          "--assume names \(rule.rawValue) twice, as \(Vocabulary.quoted(earlier)) and "
            + "\(Vocabulary.quoted(word)); give each rule once")
      }
      named[rule] = word
      switch parts[1] {
      case "alternative": rules.insert(rule)
      case "model": rules.remove(rule)
      default:
        throw CommandFailure(
          .usage,
          "\(Vocabulary.quoted(String(parts[1]))) in --assume \(Vocabulary.quoted(word)) is not a "
            + "reading; expected alternative or model")
      }
    }
    return rules
  }
}
