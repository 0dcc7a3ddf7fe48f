import ArgumentParser
import Foundation

/// The command line every variant shares: `swift run <Variant> [--device …] [--os …] [--scenario …]`.
///
/// Defined once here and run by each executable's two-line `main.swift` with its own controller.
nonisolated public struct SchmeeboardCommand<App: SchmeeboardApp>: ParsableCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: App.info.name,
      abstract: App.info.abstract,
      discussion: """
        Simulates the original sample rotating with the keyboard up (or another scenario) on an \
        iOS version and device of your choice, prints the timeline of everything that happened, \
        measures the pink and the covered points at 60 Hz, and gives a verdict.
        """)
  }

  @Option(help: "The device: \(Device.allCases.map(\.rawValue).joined(separator: ", ")).")
  var device: Device?

  @Option(help: "The major iOS version, \(IOSVersion.oldestModelled) to \(IOSVersion.newestModelled) (11 stands for 11 and later).")
  var os: Int?

  @Option(help: "A built-in scenario: \(BuiltInScenario.allCases.map(\.rawValue).joined(separator: ", ")).")
  var scenario: String = BuiltInScenario.rotate.rawValue

  @OptionGroup(title: "\(App.info.name) switches")
  var switches: App.Switches

  public init() {}

  public func validate() throws {
    guard BuiltInScenario(rawValue: scenario) != nil else {
      throw ValidationError(
        "unknown scenario '\(scenario)'; expected one of \(BuiltInScenario.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    let device = device ?? App.info.defaultDevice
    let os = os ?? App.info.defaultOS
    guard IOSVersion.modelled.contains(os) else {
      throw ValidationError("unknown iOS version \(os); expected \(IOSVersion.oldestModelled) to \(IOSVersion.newestModelled)")
    }
    guard device.modelledVersions.contains(os) else {
      let range = device.modelledVersions
      throw ValidationError(
        "\(device.displayName) did not run iOS \(os); it ran iOS \(range.lowerBound) to \(range.upperBound)")
    }
  }

  public func run() throws {
    let builtIn = BuiltInScenario(rawValue: scenario) ?? .rotate
    let device = device ?? App.info.defaultDevice
    let os = os ?? App.info.defaultOS
    let switches = switches
    let output = MainActor.assumeIsolated {
      TextRenderer().render(
        SchmeeboardRun.timeline(of: App.self, switches: switches, device: device, os: os, scenario: builtIn.scenario))
    }
    print(output, terminator: "")
  }
}
