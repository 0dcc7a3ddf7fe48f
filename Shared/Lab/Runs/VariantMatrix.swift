import SimulatedUIKit

/// A variant run over every built-in scenario on every device and iOS version it can run on.
nonisolated public enum VariantMatrix {
  /// One run's outcome.
  public struct Cell: Equatable, Sendable {
    /// The built-in scenario run.
    public var scenario: BuiltInScenario
    /// The device run on.
    public var device: Device
    /// The major iOS version run on.
    public var os: Int
    /// The point release within `os` (`3` for iOS 8.3); 0 for the major version itself.
    public var osMinor = 0
    /// The run's verdict.
    public var verdict: Verdict
    /// Why: the rule that decided the verdict and its deciding sample.
    public var reason: VerdictReason
    /// The run's largest pink or cover, in points (`Measurements.largestMismatch`).
    public var largestMismatch: Double
  }

  /// Every device and iOS version the simulation models, devices in declaration order.
  public static var pairs: [(device: Device, os: Int)] {
    Device.allCases.flatMap { device in device.modelledVersions.map { (device: device, os: $0) } }
  }

  /// Runs `App` with `switches` over every classic built-in scenario and pair.
  @MainActor public static func cells<App: SchmeeboardApp>(of app: App.Type, switches: App.Switches)
    -> [Cell]
  {
    BuiltInScenario.classic.flatMap { scenario in
      pairs.map { pair in
        let timeline = SchmeeboardRun.timeline(
          of: app, switches: switches, device: pair.device, release: IOSRelease(pair.os),
          scenario: scenario.scenario)
        return Cell(
          scenario: scenario, device: pair.device, os: pair.os, verdict: timeline.verdict,
          reason: timeline.reason, largestMismatch: timeline.measurements.largestMismatch)
      }
    }
  }

  /// The devices and iOS releases where `scenario` applies to an app built for `family`: those of
  /// its `ios` line, if any, else every pair; and of those, the ones where no step is refused
  /// (`SystemRules.refusal(of:)`) on the device the app believes it is on.
  @MainActor public static func pairs(
    for scenario: BuiltInScenario, family: DeviceFamily = .universal
  ) -> [(device: Device, release: IOSRelease)] {
    let parsed = scenario.scenario
    let releases =
      parsed.os.map { os in
        Device.allCases.filter { $0.modelledVersions.contains(os) }.map {
          (device: $0, release: IOSRelease(os, parsed.osMinor))
        }
      } ?? pairs.map { (device: $0.device, release: IOSRelease($0.os)) }
    return releases.filter { pair in
      let rules = SystemRules(
        device: pair.device, os: pair.release.major, minor: pair.release.minor,
        mode: DisplayMode(family: family, device: pair.device))
      return parsed.steps.allSatisfy { rules.refusal(of: $0.action) == nil }
    }
  }

  /// Runs `App` with `switches` over every hazard scenario, where it applies to the app.
  @MainActor public static func hazardCells<App: SchmeeboardApp>(
    of app: App.Type, switches: App.Switches
  ) -> [Cell] {
    BuiltInScenario.hazards.flatMap { scenario in
      pairs(for: scenario, family: App.info.deviceFamily).map { pair in
        let timeline = SchmeeboardRun.timeline(
          of: app, switches: switches, device: pair.device, release: pair.release,
          scenario: scenario.scenario)
        return Cell(
          scenario: scenario, device: pair.device, os: pair.release.major,
          osMinor: pair.release.minor, verdict: timeline.verdict, reason: timeline.reason,
          largestMismatch: timeline.measurements.largestMismatch)
      }
    }
  }
}
