import SchmeeboardLab
import SimulatedUIKit

/// What a run prints: this variant's timeline, or with `--compare` the comparison, in the format
/// asked for.
struct RunOutput<App: CommandLineApp, Variants: VariantList> {
  /// The run as the command line asks for it.
  var request: RunRequest
  /// This variant's switches.
  var switches: App.Switches
  /// The rules read the other way (`--assume`), for this variant and every compared one.
  var assumptions: Set<SystemRules.Rule>
  /// `--summary`: one line per run instead of the timeline or the comparison.
  var summary = false

  /// Runs the scenario (and the compared variants) and renders it.
  func render() throws(CommandFailure) -> CommandOutput {
    let scenario = try request.scenario()
    let pair = try request.pair(for: scenario, defaults: App.info)
    let text = TextRenderer(showsEverySample: request.showsEverySample)
    guard !request.compare.isEmpty else {
      let timeline = SchmeeboardRun.timeline(
        of: App.self, switches: switches, device: pair.device,
        release: pair.release, scenario: scenario, assuming: assumptions)
      let single = Comparison(runs: [
        ComparedRun(
          variant: App.info.name, shortName: App.info.shortName,
          timeline: timeline.rounded())
      ])
      let verdicts = [timeline.verdict]
      if summary {
        return CommandOutput(text: summaryLines(of: single.runs, pair: pair), verdicts: verdicts)
      }
      switch request.format {
      case .text: return CommandOutput(text: text.render(timeline), verdicts: verdicts)
      case .json: return CommandOutput(text: JSONRenderer().render(timeline), verdicts: verdicts)
      case .svg: return CommandOutput(text: PictureRenderer().render(single), verdicts: verdicts)
      case .html:
        return CommandOutput(
          text: PageRenderer().render(single, text: text.render(timeline)), verdicts: verdicts)
      }
    }
    let comparison = try ComparisonRun<App, Variants>(
      words: request.compare, assumptions: assumptions
    ).comparison(
      switches: switches, device: pair.device, release: pair.release,
      scenario: scenario)
    let verdicts = comparison.runs.map(\.timeline.verdict)
    if summary {
      return CommandOutput(text: summaryLines(of: comparison.runs, pair: pair), verdicts: verdicts)
    }
    let merged = ComparisonTextRenderer(showsEverySample: request.showsEverySample)
    let rendered: String
    switch request.format {
    case .text: rendered = merged.render(comparison)
    case .json: rendered = ComparisonJSONRenderer().render(comparison)
    case .svg: rendered = PictureRenderer().render(comparison)
    case .html: rendered = PageRenderer().render(comparison, text: merged.render(comparison))
    }
    return CommandOutput(text: rendered, verdicts: verdicts)
  }

  /// `--summary`'s line for each run, all on the device and release of `pair`.
  private func summaryLines(
    of runs: [ComparedRun], pair: (device: Device, release: IOSRelease)
  ) -> String {
    runs.map { run in
      SummaryRenderer(variant: run.variant).line(
        device: pair.device, release: pair.release,
        scenario: run.timeline.header.scenario,
        verdict: run.timeline.verdict, reason: run.timeline.reason)
    }.joined()
  }
}
