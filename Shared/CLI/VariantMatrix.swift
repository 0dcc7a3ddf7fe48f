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
    /// The run's verdict.
    public var verdict: Verdict
    /// The run's largest pink or cover, in points (`Measurements.largestMismatch`).
    public var largestMismatch: Double
  }

  /// Every device and iOS version the simulation models, devices in declaration order.
  public static var pairs: [(device: Device, os: Int)] {
    Device.allCases.flatMap { device in device.modelledVersions.map { (device: device, os: $0) } }
  }

  /// Runs `App` with `switches` over every built-in scenario and pair.
  @MainActor public static func cells<App: SchmeeboardApp>(of app: App.Type, switches: App.Switches)
    -> [Cell]
  {
    BuiltInScenario.allCases.flatMap { scenario in
      pairs.map { pair in
        let timeline = SchmeeboardRun.timeline(
          of: app, switches: switches, device: pair.device, os: pair.os, scenario: scenario.scenario
        )
        return Cell(
          scenario: scenario, device: pair.device, os: pair.os, verdict: timeline.verdict,
          largestMismatch: timeline.measurements.largestMismatch)
      }
    }
  }
}
