import ArgumentParser
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// A variant named by `--compare`: `CorrectedSchmeeboard2`, or a variant with its own switches,
/// `KeyboardSchmeeboard:--no-ios5-workaround` (several separated by commas).
///
/// The switches make a variant comparable with itself: the 2013 post's workaround on and off.
struct ComparedVariant {
  /// The variant.
  var app: any CommandLineVariant.Type
  /// The variant's own switches, as its command line spells them.
  var switches: [String]

  /// The variant's executable name.
  var name: String { app.info.name }

  /// The word as `--compare` takes it.
  var spelling: String {
    switches.isEmpty ? name : name + ":" + switches.joined(separator: ",")
  }

  /// The label of the variant's lines: its short name, and its switches without their dashes
  /// (`KS:no-ios5-workaround`).
  var shortName: String {
    let short = app.info.shortName
    guard !switches.isEmpty else { return short }
    return short + ":"
      + switches.map { String($0.drop { $0 == "-" }) }.joined(separator: ",")
  }

  /// The variant's run with its switches on `target` through `scenario`, with the rules
  /// `assumptions` names read the other way, to be made when the closure is called (on any
  /// thread); its switches are read now, and one it does not have is refused as a usage error.
  func run(
    on target: RunTarget, scenario: Scenario, assuming assumptions: Set<SystemRules.Rule>
  ) throws(CommandFailure) -> @Sendable () throws(CommandFailure) -> Timeline {
    try Self.run(
      of: app, switches: switches, spelling: spelling, on: target, scenario: scenario,
      assumptions: assumptions)
  }

  /// `app`'s run with its switches parsed from `words`.
  private static func run<Variant: CommandLineVariant>(
    of app: Variant.Type, switches words: [String], spelling: String, on target: RunTarget,
    scenario: Scenario, assumptions: Set<SystemRules.Rule>
  ) throws(CommandFailure) -> @Sendable () throws(CommandFailure) -> Timeline {
    let switches = try parsed(words, of: app, spelling: spelling)
    try Variant.check(switches)
    return { () throws(CommandFailure) in
      try Variant.timeline(
        switches: switches, on: target, scenario: scenario, assuming: assumptions)
    }
  }

  /// `words` parsed as `app`'s switches, its shipped ones when there are none; a word it does not
  /// take is refused as a usage error.
  private static func parsed<Variant: CommandLineVariant>(
    _ words: [String], of app: Variant.Type, spelling: String
  ) throws(CommandFailure) -> Variant.Switches {
    do {
      return words.isEmpty ? Variant.shippedSwitches : try Variant.Switches.parse(words)
    } catch {
      throw CommandFailure(.usage, "--compare \(spelling): \(Variant.Switches.message(for: error))")
    }
  }

  /// What the variant runs as: its name and its switches as they are set once parsed, the same
  /// however they are spelled (in another order, repeated, or a shipped one given).
  private func identity() throws(CommandFailure) -> Identity {
    Identity(name: name, switches: try Self.described(switches, of: app, spelling: spelling))
  }

  /// `words` parsed as `app`'s switches, as the header describes them.
  private static func described<Variant: CommandLineVariant>(
    _ words: [String], of app: Variant.Type, spelling: String
  ) throws(CommandFailure) -> [RunHeader.Switch] {
    Variant.describe(try parsed(words, of: app, spelling: spelling))
  }

  /// A variant as it runs: `identity()`.
  private struct Identity: Equatable {
    var name: String
    var switches: [RunHeader.Switch]
  }

  /// The most variants `--compare` runs beside the one it was given to among `candidates`: as
  /// many as `all` names, every candidate but that one. What each compared run shows is in memory
  /// until the output is written; `mostSteps` bounds the steps they run in all.
  static func limit(among candidates: [any CommandLineVariant.Type]) -> Int {
    candidates.count - 1
  }

  /// The most steps a comparison runs in all, its scenario's steps times its variants (the one
  /// `--compare` is given to among them): as many as one scenario may have
  /// (`ScenarioParser.mostSteps`), a run of which stays within 500 MB and 15 s in every format. A
  /// comparison's output grows with every run it holds, so that `--compare all` of the longest
  /// scenario would write gigabytes; within this limit every format of the longest comparison
  /// stays within them too (`scripts/bench` section 7, `docs/performance.md`). `--compare all`
  /// runs scripts of this many steps divided by the number of variants, and a variant compared
  /// with one other 5,000.
  static let mostSteps = ScenarioParser.mostSteps

  /// Refuses a comparison of `variants` runs of `steps` steps each when it runs more than
  /// `mostSteps` steps in all.
  static func check(steps: Int, variants: Int) throws(CommandFailure) {
    guard steps * variants > mostSteps else { return }
    throw CommandFailure(
      .usage,
      "too many steps to compare: \(variants) variants of \(steps) steps are "
        + "\(steps * variants); a comparison may run at most \(mostSteps) steps in all, as many as "
        + "one scenario may have")
  }

  /// The variants `words` name beside the one named `runnerName`, among `candidates` (which hold
  /// it too), in the order given; `all` is every candidate but the runner. Unknown names, the same
  /// variant twice however its switches are spelled, the runner itself without a switch, and more
  /// than `limit(among:)` variants are refused.
  static func parse(
    _ words: [String], besides runnerName: String, among candidates: [any CommandLineVariant.Type]
  ) throws(CommandFailure) -> [Self] {
    // A closure, not the key path `\.info.name`: Swift 6.3 crashes compiling a key path to a
    // static member through an existential metatype.
    let names = candidates.map { $0.info.name }
    if words == ["all"] {
      return names.indices.filter { names[$0] != runnerName }.map {
        Self(app: candidates[$0], switches: [])
      }
    }
    if words.count > 1, words.contains("all") {
      throw CommandFailure(.usage, "--compare all cannot be combined with variant names")
    }
    var variants: [Self] = []
    var identities: [Identity] = []
    for word in words {
      let parts = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      let switches =
        parts.count > 1
        ? parts[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init) : []
      guard let index = names.firstIndex(of: name) else {
        throw CommandFailure(
          .usage,
          "unknown variant \(Vocabulary.quoted(name)) for --compare; expected all or one of "
            + names.joined(separator: ", "))
      }
      if let bad = switches.first(where: { !$0.hasPrefix("--") || $0.count < 3 }) {
        throw CommandFailure(
          .usage,
          "\(Vocabulary.quoted(bad)) in --compare \(Vocabulary.quoted(word)) is not a switch; "
            + "expected VARIANT:--switch[,--switch] (KeyboardSchmeeboard:--no-ios5-workaround)")
      }
      if name == runnerName, switches.isEmpty {
        throw CommandFailure(
          .usage,
          "--compare \(name) compares \(runnerName) with itself; name another variant, or give it a "
            + "switch (KeyboardSchmeeboard:--no-ios5-workaround)")
      }
      let variant = Self(app: candidates[index], switches: switches)
      let identity = try variant.identity()
      if let same = identities.firstIndex(of: identity).map({ variants[$0] }) {
        throw CommandFailure(
          .usage,
          same.spelling == word
            ? "--compare names \(word) twice"
            : "--compare names the same variant twice: \(same.spelling) and \(word)")
      }
      variants.append(variant)
      identities.append(identity)
    }
    let most = limit(among: candidates)
    if variants.count > most {
      throw CommandFailure(
        .usage,
        "--compare names \(variants.count) variants; at most \(most) can be compared at once")
    }
    return variants
  }
}
