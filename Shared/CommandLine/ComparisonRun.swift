import SchmeeboardLab
import SimulatedUIKit

/// `--compare`: runs the variant it was given to and the variants it names on one device, iOS
/// release and scenario, all in this process.
struct ComparisonRun<App: CommandLineApp, Variants: VariantList> {
  /// The words given to `--compare`.
  var words: [String]
  /// The rules every run reads the other way (`--assume`).
  var assumptions: Set<SystemRules.Rule>

  /// The comparison: this variant with `switches` first, then the named ones in the order given.
  func comparison(
    switches: App.Switches, device: Device, release: IOSRelease, scenario: Scenario
  ) throws(CommandFailure) -> Comparison {
    let known = Variants.all
    let candidates = known.contains { $0.info.name == App.info.name } ? known : [App.self] + known
    let named = try ComparedVariant.parse(words, besides: App.info.name, among: candidates)
    var runs = [
      ComparedRun(
        variant: App.info.name, shortName: App.info.shortName,
        timeline: SchmeeboardRun.timeline(
          of: App.self, switches: switches, device: device, release: release, scenario: scenario,
          assuming: assumptions
        ).rounded())
    ]
    for variant in named {
      runs.append(
        ComparedRun(
          variant: variant.spelling, shortName: variant.shortName,
          timeline: try variant.timeline(
            device: device, release: release, scenario: scenario, assuming: assumptions
          ).rounded()))
    }
    return Comparison(runs: runs)
  }
}
