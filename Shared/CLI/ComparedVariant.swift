/// A variant named by `--compare`: `CorrectedSchmeeboard2`, or a variant with its own switches,
/// `KeyboardSchmeeboard:--no-ios5-workaround` (several separated by commas).
///
/// The switches make a variant comparable with itself: the 2013 post's workaround on and off.
nonisolated struct ComparedVariant: Equatable, Sendable {
  /// The executable's name.
  var name: String
  /// The variant's own switches, as its command line spells them.
  var switches: [String]

  /// The word as `--compare` takes it.
  var spelling: String {
    switches.isEmpty ? name : name + ":" + switches.joined(separator: ",")
  }

  /// The label of the variant's lines: its short name, and its switches without their dashes
  /// (`KS:no-ios5-workaround`).
  var shortName: String {
    let short = KnownVariants.shortName(of: name)
    guard !switches.isEmpty else { return short }
    return short + ":"
      + switches.map { String($0.drop { $0 == "-" }) }.joined(separator: ",")
  }

  /// The variants `words` name beside `runner`, in the order given; `all` is every known variant
  /// but `runner`. Unknown names, repeats, and `runner` itself without a switch are refused.
  static func parse(_ words: [String], besides runner: String) throws(CommandFailure) -> [Self] {
    if words == ["all"] {
      return KnownVariants.all.filter { $0.name != runner }.map {
        Self(name: $0.name, switches: [])
      }
    }
    if words.count > 1, words.contains("all") {
      throw CommandFailure(.usage, "--compare all cannot be combined with variant names")
    }
    var variants: [Self] = []
    for word in words {
      let parts = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      let switches =
        parts.count > 1
        ? parts[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init) : []
      guard KnownVariants.entry(named: name) != nil else {
        throw CommandFailure(
          .usage,
          "unknown variant \(Vocabulary.quoted(name)) for --compare; expected all or one of "
            + KnownVariants.all.map(\.name).joined(separator: ", "))
      }
      if let bad = switches.first(where: { !$0.hasPrefix("--") || $0.count < 3 }) {
        throw CommandFailure(
          .usage,
          "\(Vocabulary.quoted(bad)) in --compare \(Vocabulary.quoted(word)) is not a switch; "
            + "expected VARIANT:--switch[,--switch] (KeyboardSchmeeboard:--no-ios5-workaround)")
      }
      let variant = Self(name: name, switches: switches)
      if name == runner, switches.isEmpty {
        throw CommandFailure(
          .usage,
          "--compare \(name) compares \(runner) with itself; name another variant, or give it a "
            + "switch (KeyboardSchmeeboard:--no-ios5-workaround)")
      }
      if variants.contains(variant) {
        throw CommandFailure(.usage, "--compare names \(word) twice")
      }
      variants.append(variant)
    }
    return variants
  }
}
