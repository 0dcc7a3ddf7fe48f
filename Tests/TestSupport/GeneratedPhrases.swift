import Foundation
import SchmeeboardCommandLine
import SchmeeboardLab
import SchmeeboardVariants
import SimulatedIOS
import SimulatedUIKit

/// The phrases of the docs that the code knows better than a hand would keep: each written between
/// `<!-- generated: <name> -->` and `<!-- /generated -->`, so that `swift run schmeeboard-generate`
/// writes it as the code spells it (`rewritten(_:)`) and `GeneratedPhraseTests` checks it. Adding
/// an iOS release, a device or a variant changes them without a hand (`CONTRIBUTING.md` does not
/// count them). A phrase may span lines.
public enum GeneratedPhrases {
  /// A marked phrase: its name, then its text.
  public static var span: Regex<(Substring, Substring, Substring)> {
    #/<!-- generated: ([a-z0-9, ]+) -->(.*?)<!-- \/generated -->/#.dotMatchesNewlines()
  }

  /// Each name's phrase, as the code spells it now.
  public static var phrases: [String: String] {
    var phrases = [
      // `--os` and the scenario files' `ios` line, as their messages spell it.
      "releases": IOSVersion.modelledSpelled,
      // The releases as prose lists them, with "and".
      "releases, and": IOSVersion.spelled(IOSVersion.modelled),
      // The modern era of `MATRIX.md`.
      "modern releases": MatrixEra.modernReleases,
    ]
    // The `--device` and `device` names, in their order.
    let devices = Device.allCases.map { "`\($0.rawValue)`" }
    phrases["devices"] = devices.joined(separator: ", ")
    phrases["devices, or"] =
      devices.dropLast().joined(separator: ", ") + " or " + (devices.last ?? "")
    // The executables, in the order of `BuiltInVariants.all`.
    phrases["executables"] = executables
    // `--compare`'s limits: the variants beside the one it is given to, and `all`'s steps.
    let variants = BuiltInVariants.all.count
    phrases["variants beside"] = "\(variants - 1)"
    phrases["compare all"] =
      "\(variants) variants, so a script of at most \(ScenarioParser.mostSteps / variants) steps"
    // The README's tour: a line per variant, its abstract as `--list` prints it.
    phrases["variants"] = variantTable
    // The device tables and the devices' names (`DevicePhrases`).
    phrases.merge(DevicePhrases.phrases) { phrase, _ in phrase }
    return phrases
  }

  /// The variants' executables in prose, in their two parts.
  static var executables: String {
    func named(_ variants: [any CommandLineVariant.Type]) -> String {
      variants.map { "`\($0.info.name)`" }.joined(separator: ", ")
    }
    return "the samples (\(named(BuiltInVariants.samples))) and the techniques "
      + "(\(named(BuiltInVariants.techniques)))"
  }

  /// A table of the variants, a row each: its executable and its abstract. On lines of its own,
  /// so that the markers stand outside the table.
  static var variantTable: String {
    let rows = BuiltInVariants.all.map { "| `\($0.info.name)` | \($0.info.abstract) |" }
    return (["", "| executable | what it is |", "|---|---|"] + rows + [""]).joined(separator: "\n")
  }

  /// `text` with each marked phrase as the code spells it now; a phrase of an unknown name is left
  /// as it is (`GeneratedPhraseTests` names it).
  @Sendable public static func rewritten(_ text: String) -> String {
    let phrases = Self.phrases
    var rewritten = text
    for match in text.matches(of: span) {
      guard let phrase = phrases[String(match.output.1)] else { continue }
      rewritten = rewritten.replacingOccurrences(
        of: String(match.output.0),
        with: "<!-- generated: \(match.output.1) -->\(phrase)<!-- /generated -->")
    }
    return rewritten
  }

  /// `text` without its marked phrases: what a hand wrote.
  public static func handWritten(_ text: String) -> String {
    text.replacing(span, with: "")
  }
}
