import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// `--compare` as the command line gives it: the variant it was given to and the variants its
/// words name, as the lab's jobs (`ComparisonJob`) on one device, iOS release and scenario.
struct ComparisonRequest<V: CommandLineVariant, Variants: VariantList> {
  /// The words given to `--compare`.
  var words: [String]
  /// The rules every run reads the other way (`--assume`).
  var assumptions: Set<SystemRules.Rule>

  /// The runs: this variant with `switches` first, then the named ones in the order given; a
  /// comparison of more steps in all than `ComparedVariant.mostSteps` is refused.
  func jobs(switches: V.Switches, on target: RunTarget, scenario: Scenario)
    throws(CommandFailure) -> [ComparisonJob]
  {
    let known = Variants.all
    let candidates = known.contains { $0.info.name == V.info.name } ? known : [V.self] + known
    let named = try ComparedVariant.parse(words, besides: V.info.name, among: candidates)
    try ComparedVariant.check(steps: scenario.steps.count, variants: named.count + 1)
    let assumptions = assumptions
    var jobs = [
      ComparisonJob(variant: V.info.name, shortName: V.info.shortName) {
        () throws(CommandFailure) in
        try V.timeline(
          switches: switches, on: target, scenario: scenario, assuming: assumptions)
      }
    ]
    for variant in named {
      jobs.append(
        ComparisonJob(
          variant: variant.spelling, shortName: variant.shortName,
          run: try variant.run(on: target, scenario: scenario, assuming: assumptions)))
    }
    return jobs
  }
}
