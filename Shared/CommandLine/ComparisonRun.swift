import SchmeeboardLab
import SimulatedUIKit

/// `--compare`: runs the variant it was given to and the variants it names on one device, iOS
/// release and scenario, all in this process.
struct ComparisonRun<App: CommandLineApp, Variants: VariantList> {
  /// The words given to `--compare`.
  var words: [String]
  /// The rules every run reads the other way (`--assume`).
  var assumptions: Set<SystemRules.Rule>

  /// One run of a comparison, to be made when asked (on any thread): the variant as `--compare`
  /// names it, its short name, and its timeline, its numbers rounded as the output prints them.
  struct Job: Sendable {
    var variant: String
    var shortName: String
    var run: @Sendable () -> Timeline

    /// The run's timeline, rounded.
    func timeline() -> Timeline {
      var timeline = run()
      timeline.round()
      return timeline
    }
  }

  /// The runs: this variant with `switches` first, then the named ones in the order given; a
  /// comparison of more steps in all than `ComparedVariant.mostSteps` is refused.
  func jobs(switches: App.Switches, on target: RunTarget, scenario: Scenario)
    throws(CommandFailure) -> [Job]
  {
    let known = Variants.all
    let candidates = known.contains { $0.info.name == App.info.name } ? known : [App.self] + known
    let named = try ComparedVariant.parse(words, besides: App.info.name, among: candidates)
    try ComparedVariant.check(steps: scenario.steps.count, variants: named.count + 1)
    let assumptions = assumptions
    var jobs = [
      Job(variant: App.info.name, shortName: App.info.shortName) {
        App.timeline(
          switches: switches, on: target, scenario: scenario, assuming: assumptions)
      }
    ]
    for variant in named {
      jobs.append(
        Job(
          variant: variant.spelling, shortName: variant.shortName,
          run: try variant.run(on: target, scenario: scenario, assuming: assumptions)))
    }
    return jobs
  }

  /// What `make` makes of each of `jobs`, run as many at once as there are cores, in their order.
  /// A `make` that keeps only what it shows of a run lets each whole timeline go as soon as it is
  /// read. Before each run, the command stops if standard output's reader has gone.
  static func runs<Made: Sendable>(
    _ jobs: [Job], _ make: @escaping @Sendable (_ job: Job, _ timeline: Timeline) -> Made
  ) -> [Made] {
    Parallel.map(jobs.count) { index in
      OutputSink.stopIfTheReaderHasGone()
      return make(jobs[index], jobs[index].timeline())
    }
  }
}
