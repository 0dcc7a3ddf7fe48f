import SimulatedIOS
import SimulatedUIKit

/// What `--list-rules` prints, and `docs/behaviour-model.md`'s list of rules holds: every rule of
/// the simulated iOS with what it says, its evidence and the other reading `--assume` runs,
/// generated from `SystemRules.Rule.evidence`, so that a rule and its evidence cannot part.
///
/// ```text
/// postsRotationHideWithoutAnimation  [M] §4
///   On iPhone from iOS 10 the rotation's will-hide is posted with animations disabled.
///   --assume postsRotationHideWithoutAnimation=alternative: The will-hide is animated …
/// ```
public enum RuleCatalog {
  /// `rules`, by default every rule in `SystemRules.Rule`'s order; ends with a newline.
  public static func render(_ rules: [SystemRules.Rule] = SystemRules.Rule.allCases) -> String {
    var lines = [
      "Rules of the simulated iOS (docs/behaviour-model.md). Evidence: [A] Apple's documentation, "
        + "[S] several reports, [1] one report, [M] our modelling choice.",
      "--assume RULE=alternative runs a command under a rule's other reading.",
    ]
    for rule in rules {
      let evidence = rule.evidence
      lines += [
        "",
        "\(rule.rawValue)  [\(evidence.tag.rawValue)] \(evidence.section)",
        "  \(evidence.statement)",
      ]
      if !evidence.sources.isEmpty {
        lines.append("  sources: " + evidence.sources.joined(separator: ", "))
      }
      lines += evidence.describedSources.map { "  \($0.key): \($0.description)" }
      lines.append("  --assume \(rule.rawValue)=alternative: \(evidence.alternative)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
