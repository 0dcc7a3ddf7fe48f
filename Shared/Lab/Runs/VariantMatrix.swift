import SimulatedUIKit

/// A variant run over every built-in scenario on every device and iOS version it can run on.
public enum VariantMatrix {
  /// One run's outcome.
  public struct Cell: Equatable, Sendable {
    /// The built-in scenario run.
    public var scenario: BuiltInScenario
    /// The device run on.
    public var device: Device
    /// The iOS release run on: a major version, or a point release (iOS 8.3).
    public var release: IOSRelease
    /// The run's verdict.
    public var verdict: Verdict
    /// Why: the rule that decided the verdict and its deciding sample.
    public var reason: VerdictReason
    /// The run's largest pink or cover, in points (`Measurements.largestMismatch`).
    public var largestMismatch: Double
    /// The what-if note when the original could not have made this run
    /// (`VariantInfo.whatIfNote(for:)`); `nil` for a run it could have made.
    public var whatIf: String?
  }

  /// Every device and iOS version the simulation models, devices in declaration order.
  public static var pairs: [(device: Device, os: Int)] {
    Device.allCases.flatMap { device in device.modelledVersions.map { (device: device, os: $0) } }
  }

  /// A run of the matrix: a built-in scenario on a device and release.
  public typealias Run = (scenario: BuiltInScenario, device: Device, release: IOSRelease)

  /// The runs of the classic part: every classic built-in scenario on every pair.
  public static var classicRuns: [Run] {
    BuiltInScenario.classic.flatMap { scenario in
      pairs.map { (scenario: scenario, device: $0.device, release: IOSRelease($0.os)) }
    }
  }

  /// The runs of the hazards: every hazard scenario where it applies to an app built for `family`.
  public static func hazardRuns(family: DeviceFamily) -> [Run] {
    BuiltInScenario.hazards.flatMap { scenario in
      pairs(for: scenario, family: family).map {
        (scenario: scenario, device: $0.device, release: $0.release)
      }
    }
  }

  /// Runs `App` with `switches` over `classicRuns`, with the rules `assuming` names read the other
  /// way, as many runs at once as there are cores.
  public static func cells<App: SchmeeboardApp>(
    of app: App.Type, switches: App.Switches, assuming assumptions: Set<SystemRules.Rule> = []
  ) -> [Cell] {
    cells(of: app, classicRuns, switches: switches, assuming: assumptions)
  }

  /// Each of `runs`, as many at once as there are cores, in order.
  private static func cells<App: SchmeeboardApp>(
    of app: App.Type, _ runs: [Run], switches: App.Switches,
    assuming assumptions: Set<SystemRules.Rule>
  ) -> [Cell] {
    Parallel.map(runs.count) { index in
      let run = runs[index]
      let timeline = app.timeline(
        switches: switches, device: run.device, release: run.release,
        scenario: run.scenario.scenario, assuming: assumptions)
      return Cell(
        scenario: run.scenario, device: run.device, release: run.release,
        verdict: timeline.verdict, reason: timeline.reason,
        largestMismatch: timeline.measurements.largestMismatch,
        whatIf: timeline.header.deploymentNote)
    }
  }

  /// The devices and iOS releases where `scenario` applies to an app built for `family`: those of
  /// its `ios` line, if any, else every pair; and of those, the ones where no step is refused
  /// (`SchmeeboardRun.refusals(of:device:release:family:assuming:)`) on the device the app believes
  /// it is on.
  public static func pairs(
    for scenario: BuiltInScenario, family: DeviceFamily = .universal
  ) -> [(device: Device, release: IOSRelease)] {
    let parsed = scenario.scenario
    let releases =
      parsed.release.map { release in
        Device.allCases.filter { $0.modelledVersions.contains(release.major) }.map {
          (device: $0, release: release)
        }
      } ?? pairs.map { (device: $0.device, release: IOSRelease($0.os)) }
    return releases.filter { pair in
      SchmeeboardRun.refusals(
        of: parsed, device: pair.device, release: pair.release, family: family
      ).allSatisfy { $0 == nil }
    }
  }

  /// Runs `App` with `switches` over its `hazardRuns`, with the rules `assuming` names read the
  /// other way.
  public static func hazardCells<App: SchmeeboardApp>(
    of app: App.Type, switches: App.Switches, assuming assumptions: Set<SystemRules.Rule> = []
  ) -> [Cell] {
    cells(
      of: app, hazardRuns(family: App.info.deviceFamily), switches: switches,
      assuming: assumptions)
  }
}
