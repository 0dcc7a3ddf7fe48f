import SchmeeboardLab
import SimulatedUIKit

/// `--compare`: runs the variant it was given to and the variants it names on one device, iOS
/// release and scenario, all in this process.
struct ComparisonRun<App: CommandLineApp, Variants: VariantList> {
  /// The words given to `--compare`.
  var words: [String]
  /// The rules every run reads the other way (`--assume`).
  var assumptions: Set<SystemRules.Rule>

  /// Runs this variant with `switches` first, then the named ones in the order given, and hands
  /// each run to `body` as it is made: the variant as `--compare` names it, its short name, and
  /// its timeline, its numbers rounded as the output prints them. A caller that keeps only what
  /// it shows of each holds one whole timeline at a time.
  func forEachRun(
    switches: App.Switches, device: Device, release: IOSRelease, scenario: Scenario,
    _ body: (_ variant: String, _ shortName: String, _ timeline: Timeline) -> Void
  ) throws(CommandFailure) {
    let known = Variants.all
    let candidates = known.contains { $0.info.name == App.info.name } ? known : [App.self] + known
    let named = try ComparedVariant.parse(words, besides: App.info.name, among: candidates)
    body(
      App.info.name, App.info.shortName,
      SchmeeboardRun.timeline(
        of: App.self, switches: switches, device: device, release: release, scenario: scenario,
        assuming: assumptions
      ).rounded())
    for variant in named {
      body(
        variant.spelling, variant.shortName,
        try variant.timeline(
          device: device, release: release, scenario: scenario, assuming: assumptions
        ).rounded())
    }
  }
}
