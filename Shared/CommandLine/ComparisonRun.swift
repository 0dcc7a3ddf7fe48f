import SchmeeboardLab
import SimulatedUIKit

/// `--compare`: runs the variant it was given to and the variants it names on one device, iOS
/// release and scenario, all in this process.
struct ComparisonRun<App: CommandLineApp, Variants: VariantList> {
  /// The words given to `--compare`.
  var words: [String]
  /// The rules every run reads the other way (`--assume`).
  var assumptions: Set<SystemRules.Rule>

  /// Runs this variant with `switches` first, then the named ones in the order given, as many at
  /// once as there are cores, and returns what `make` makes of each run, in that order: from the
  /// variant as `--compare` names it, its short name, and its timeline, its numbers rounded as the
  /// output prints them. A `make` that keeps only what it shows of a run lets each whole timeline
  /// go as soon as it is read.
  func runs<Made: Sendable>(
    switches: App.Switches, device: Device, release: IOSRelease, scenario: Scenario,
    _ make:
      @escaping @Sendable (_ variant: String, _ shortName: String, _ timeline: Timeline) ->
      Made
  ) throws(CommandFailure) -> [Made] {
    let known = Variants.all
    let candidates = known.contains { $0.info.name == App.info.name } ? known : [App.self] + known
    let named = try ComparedVariant.parse(words, besides: App.info.name, among: candidates)
    let assumptions = assumptions
    var jobs: [(variant: String, shortName: String, run: @Sendable () -> Timeline)] = [
      (
        App.info.name, App.info.shortName,
        {
          SchmeeboardRun.timeline(
            of: App.self, switches: switches, device: device, release: release,
            scenario: scenario, assuming: assumptions)
        }
      )
    ]
    for variant in named {
      jobs.append(
        (
          variant.spelling, variant.shortName,
          try variant.run(
            device: device, release: release, scenario: scenario, assuming: assumptions)
        ))
    }
    let runs = jobs
    return Parallel.map(runs.count) { index in
      OutputSink.stopIfTheReaderHasGone()
      let job = runs[index]
      var timeline = job.run()
      timeline.round()
      return make(job.variant, job.shortName, timeline)
    }
  }
}
