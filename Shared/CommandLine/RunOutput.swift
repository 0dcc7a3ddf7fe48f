import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// What a run prints: this variant's timeline, or with `--compare` the comparison, in the format
/// asked for.
struct RunOutput<V: CommandLineVariant, Variants: VariantList> {
  /// The run as the command line asks for it.
  var request: RunRequest
  /// This variant's switches.
  var switches: V.Switches
  /// The rules read the other way (`--assume`), for this variant and every compared one.
  var assumptions: Set<SystemRules.Rule>
  /// `--summary`: one line per run instead of the timeline or the comparison.
  var summary = false

  /// Runs the scenario (and the compared variants) and renders it.
  func render() throws(CommandFailure) -> CommandOutput {
    let scenario = try request.scenario()
    let target = try request.target(for: scenario, defaults: V.info)
    guard !request.compare.isEmpty else {
      guard !summary else {
        // The summary's line is the run's judgement on its target and scenario: the run is made
        // as a matrix's are (`Variant.judgement`), without the timeline it does not print, which
        // a user's controller's run would otherwise send back whole from its process.
        let judgement = try V.judgement(
          switches: switches, on: target, scenario: scenario, assuming: assumptions)
        return CommandOutput(
          text: Self.summaryLine(of: V.info.name, judgement, on: target, scenario: scenario.name),
          verdicts: [judgement.verdict])
      }
      return single(
        try V.timeline(switches: switches, on: target, scenario: scenario, assuming: assumptions))
    }
    let summary = summary
    let showsEverySample = request.showsEverySample
    let format = request.format
    let drawsPicture = format == .svg || format == .html
    let printsTimelines = format == .json && !summary
    // Every format keeps only what it shows of each run, each run made once: the JSON document,
    // which prints each timeline whole, keeps it as the JSON it prints (`JSONRenderer.nested`),
    // which its summary, written first, needs every run for.
    let jobs = try ComparisonRequest<V, Variants>(
      words: request.compare, assumptions: assumptions
    )
    .jobs(switches: switches, on: target, scenario: scenario)
    let makeRuns = { () throws(CommandFailure) in
      try ComparisonJob.runs(jobs, beforeEach: OutputSink.stopIfTheReaderHasGone) {
        job, timeline in
        (
          verdict: timeline.verdict,
          summary: summary
            ? Self.summaryLine(
              of: job.variant, RunJudgement(timeline), on: timeline.header.target,
              scenario: timeline.header.scenario) : nil,
          run: summary
            ? nil
            : ComparedRun(
              variant: job.variant, shortName: job.shortName, timeline: timeline,
              showsEverySample: showsEverySample, drawsPicture: drawsPicture),
          json: printsTimelines ? JSONRenderer.nested(timeline, level: 2) : nil
        )
      }
    }
    // The runs are made as the output is written: a page's first line goes out before them, so
    // that a reader that needs no more (`| head -1`) closes the pipe and the runs stop
    // (`OutputSink.stopIfTheReaderHasGone`).
    return CommandOutput { sink throws(CommandFailure) in
      let opensEarly = format == .html && !summary
      if opensEarly {
        sink.write(PageRenderer.firstLine + "\n")
        sink.flush()
      }
      let made = try makeRuns()
      let verdicts = made.map(\.verdict)
      if summary {
        sink.write(made.compactMap(\.summary).joined())
        return verdicts
      }
      let comparison = Comparison(runs: made.compactMap(\.run))
      let merged = ComparisonTextRenderer()
      switch format {
      case .text:
        merged.write(comparison, to: &sink)
      case .json:
        ComparisonJSONRenderer().write(comparison, nested: made.compactMap(\.json), to: &sink)
      case .svg:
        PictureRenderer().write(comparison, to: &sink)
      case .html:
        PageRenderer().write(
          comparison,
          text: merged.text(of: comparison, parts: PageRenderer.textParts(for: comparison)),
          to: &sink, afterItsFirstLine: opensEarly)
      }
      return verdicts
    }
  }

  /// What this variant's own run of `timeline` prints.
  private func single(_ timeline: Timeline) -> CommandOutput {
    let verdicts = [timeline.verdict]
    let text = TextRenderer(showsEverySample: request.showsEverySample)
    /// The comparison of this run alone, for the pictures: its timeline rounded as the text
    /// prints it.
    func alone() -> Comparison {
      Comparison(runs: [
        ComparedRun(
          variant: V.info.name, shortName: V.info.shortName, timeline: timeline.rounded())
      ])
    }
    switch request.format {
    case .text: return CommandOutput(text: text.render(timeline), verdicts: verdicts)
    case .json:
      return CommandOutput(verdicts: verdicts) { JSONRenderer().write(timeline, to: &$0) }
    case .svg:
      let comparison = alone()
      return CommandOutput(verdicts: verdicts) { PictureRenderer().write(comparison, to: &$0) }
    case .html:
      let comparison = alone()
      let text = text.render(timeline)
      return CommandOutput(verdicts: verdicts) {
        PageRenderer().write(comparison, text: [text], to: &$0)
      }
    }
  }

  /// `--summary`'s line for `variant`'s run on `target` through the scenario named `scenario`,
  /// judged `judgement`.
  private static func summaryLine(
    of variant: String, _ judgement: RunJudgement, on target: RunTarget, scenario: String
  ) -> String {
    SummaryRenderer(variant: variant).line(
      on: target, scenario: scenario, verdict: judgement.verdict, reason: judgement.reason,
      whatIf: judgement.whatIf)
  }
}
