import Foundation
import SchmeeboardLab
import SimulatedUIKit

/// The phrases of the docs that the code knows better than a hand would keep: each written between
/// `<!-- generated: <name> -->` and `<!-- /generated -->`, so that `GeneratedPhraseTests` checks it
/// against the code and `RECORD=1` writes it again. Adding an iOS release or a device changes them
/// without a hand (`CONTRIBUTING.md` does not count them).
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
    phrases["devices"] = Device.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
    // The device tables and the devices' names (`DevicePhrases`).
    phrases.merge(DevicePhrases.phrases) { phrase, _ in phrase }
    return phrases
  }

  /// `text` without its marked phrases: what a hand wrote.
  public static func handWritten(_ text: String) -> String {
    text.replacing(span, with: "")
  }
}
