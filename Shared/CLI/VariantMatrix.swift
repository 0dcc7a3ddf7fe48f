/// A variant run over every built-in scenario on every device and iOS version it can run on.
nonisolated public enum VariantMatrix {
  /// One run's outcome.
  public struct Cell: Equatable, Sendable {
    public var scenario: BuiltInScenario
    public var device: Device
    public var os: Int
    public var verdict: Verdict
    public var largestMismatch: Double
  }

  /// Every device and iOS version the simulation models, devices in declaration order.
  public static var pairs: [(device: Device, os: Int)] {
    Device.allCases.flatMap { device in device.modelledVersions.map { (device: device, os: $0) } }
  }

  /// Runs `App` with its default switches over every scenario and pair.
  @MainActor public static func cells<App: SchmeeboardApp>(of app: App.Type, switches: App.Switches) -> [Cell] {
    BuiltInScenario.allCases.flatMap { scenario in
      pairs.map { pair in
        let timeline = SchmeeboardRun.timeline(
          of: app, switches: switches, device: pair.device, os: pair.os, scenario: scenario.scenario)
        return Cell(
          scenario: scenario, device: pair.device, os: pair.os, verdict: timeline.verdict,
          largestMismatch: timeline.measurements.largestMismatch)
      }
    }
  }
}
