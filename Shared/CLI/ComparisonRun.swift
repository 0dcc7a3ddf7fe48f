import ArgumentParser

/// `--compare`: runs the variant it was given to and the variants it names on one device, iOS
/// version and scenario, the others as their own executables beside this one.
nonisolated struct ComparisonRun<App: SchmeeboardApp> {
  /// The words given to `--compare`.
  var words: [String]
  /// Where the other variants' executables are.
  var folder = SiblingExecutable.defaultFolder

  /// The comparison: this variant with `switches` first, then the named ones in the order given.
  @MainActor func comparison(
    switches: App.Switches, device: Device, release: IOSRelease, scenario: Scenario,
    source: RunRequest.Source
  ) throws(CommandFailure) -> Comparison {
    let named = try ComparedVariant.parse(words, besides: App.info.name)
    let mine = ComparedVariant(name: App.info.name, switches: [])
    var runs = [
      ComparedRun(
        variant: mine.spelling, shortName: mine.shortName,
        timeline: SchmeeboardRun.timeline(
          of: App.self, switches: switches, device: device, os: release.major,
          osMinor: release.minor, scenario: scenario
        ).rounded())
    ]
    for variant in named {
      let timeline: Timeline
      if variant.name == App.info.name {
        timeline = SchmeeboardRun.timeline(
          of: App.self, switches: try Self.switches(variant), device: device, os: release.major,
          osMinor: release.minor, scenario: scenario
        ).rounded()
      } else {
        var arguments = ["--device", device.rawValue, "--os", release.description]
        switch source {
        case .builtIn(let builtIn): arguments += ["--scenario", builtIn.rawValue]
        case .file(let path): arguments += ["--script", path]
        }
        timeline = try SiblingExecutable(name: variant.name, folder: folder).timeline(
          arguments + variant.switches)
      }
      runs.append(
        ComparedRun(variant: variant.spelling, shortName: variant.shortName, timeline: timeline))
    }
    return Comparison(runs: runs)
  }

  /// This variant's switches as `variant` spells them.
  private static func switches(_ variant: ComparedVariant) throws(CommandFailure) -> App.Switches {
    do {
      return try App.Switches.parse(variant.switches)
    } catch {
      throw CommandFailure(
        .usage, "--compare \(variant.spelling): \(App.Switches.message(for: error))")
    }
  }
}
