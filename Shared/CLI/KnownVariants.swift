/// Every variant `--compare` can run beside the one it is given to, in the order `--compare all`
/// runs them: the one place that lists them for the command line.
///
/// Each is an executable of the package, built into the same folder as every other
/// (`swift build`); `--compare` runs the others from there.
nonisolated public enum KnownVariants {
  /// A variant's executable name, and the short name a comparison labels its lines with.
  public struct Entry: Equatable, Sendable {
    /// The executable's name: `CorrectedSchmeeboard3`.
    public var name: String
    /// A few letters for tables and merged timelines: `CS3`.
    public var shortName: String
  }

  /// The variants, in the order of the posts, then the seeds' four techniques.
  public static let all: [Entry] = [
    Entry(name: "KeyboardSchmeeboard", shortName: "KS"),
    Entry(name: "CorrectedSchmeeboard", shortName: "CS"),
    Entry(name: "CorrectedSchmeeboard2", shortName: "CS2"),
    Entry(name: "CorrectedSchmeeboard3", shortName: "CS3"),
    Entry(name: "CorrectedSchmeeboard4", shortName: "CS4"),
    Entry(name: "MudoxKeyboard", shortName: "MUD"),
    Entry(name: "MWKeyboardAnimation", shortName: "MWK"),
    Entry(name: "MedcalfInsets", shortName: "MED"),
    Entry(name: "TKScrollviewKeyboard", shortName: "TK"),
  ]

  /// The entry named `name`; `nil` for a name the list does not hold.
  public static func entry(named name: String) -> Entry? {
    all.first { $0.name == name }
  }

  /// The short name of `name`, or the name itself for a variant the list does not hold.
  public static func shortName(of name: String) -> String {
    entry(named: name)?.shortName ?? name
  }
}
