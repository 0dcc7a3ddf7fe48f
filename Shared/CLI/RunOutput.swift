/// What a run prints: this variant's timeline, or with `--compare` the comparison, in the format
/// asked for.
nonisolated struct RunOutput<App: SchmeeboardApp> {
  /// The run as the command line asks for it.
  var request: RunRequest
  /// This variant's switches.
  var switches: App.Switches

  /// Runs the scenario (and the compared variants) and renders it.
  @MainActor func render() throws(CommandFailure) -> String {
    let scenario = try request.scenario()
    let pair = try request.pair(for: scenario, defaults: App.info)
    let text = TextRenderer(showsEverySample: request.showsEverySample)
    guard !request.compare.isEmpty else {
      let timeline = SchmeeboardRun.timeline(
        of: App.self, switches: switches, device: pair.device, os: pair.os,
        osMinor: pair.osMinor, scenario: scenario)
      let single = Comparison(runs: [
        ComparedRun(
          variant: App.info.name, shortName: KnownVariants.shortName(of: App.info.name),
          timeline: timeline.rounded())
      ])
      switch request.format {
      case .text: return text.render(timeline)
      case .json: return JSONRenderer().render(timeline)
      case .svg: return PictureRenderer().render(single)
      case .html: return PageRenderer().render(single, text: text.render(timeline))
      }
    }
    let comparison = try ComparisonRun<App>(words: request.compare).comparison(
      switches: switches, device: pair.device, release: IOSRelease(pair.os, pair.osMinor),
      scenario: scenario,
      source: request.source)
    let merged = ComparisonTextRenderer(showsEverySample: request.showsEverySample)
    switch request.format {
    case .text: return merged.render(comparison)
    case .json: return ComparisonJSONRenderer().render(comparison)
    case .svg: return PictureRenderer().render(comparison)
    case .html: return PageRenderer().render(comparison, text: merged.render(comparison))
    }
  }
}
