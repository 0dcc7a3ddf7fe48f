import SchmeeboardCommandLine
import SchmeeboardLab
import SchmeeboardVariants
import SimulatedUIKit

/// A built-in variant named in a test (`CorrectedSchmeeboard3`), run from the one list,
/// `BuiltInVariants.all`, with its switches as shipped.
///
/// The test enums that name the variants (`Variant`, `Technique`) are `BuiltInVariant`s: their
/// raw values are the list's names, and `BuiltInVariantsTests` checks that together they name each
/// variant of the list once.
public protocol BuiltInVariant: RawRepresentable where RawValue == String {}

extension BuiltInVariant {
  /// The variant in `BuiltInVariants.all` of this name.
  public var app: any CommandLineApp.Type {
    guard let app = BuiltInVariants.all.first(where: { $0.info.name == rawValue }) else {
      preconditionFailure("\(rawValue) is not in BuiltInVariants.all")
    }
    return app
  }

  /// The variant's facts.
  public var info: VariantInfo { app.info }

  /// One run with the shipped switches on `device` and iOS `release`, with the rules `assuming`
  /// names read the other way.
  public func timeline(
    _ scenario: Scenario, device: Device, release: IOSRelease,
    assuming assumptions: Set<SystemRules.Rule> = []
  ) -> Timeline {
    Self.timeline(of: app, scenario, device: device, release: release, assuming: assumptions)
  }

  /// Its default run, as its golden file holds it.
  public func defaultTimeline() -> Timeline {
    timeline(
      BuiltInScenario.standard.scenario, device: info.defaultDevice, release: info.defaultRelease)
  }

  /// Every classic built-in scenario on every device and iOS version.
  public func cells() -> [VariantMatrix.Cell] {
    Self.cells(of: app)
  }

  /// Every hazard scenario wherever it applies.
  public func hazardCells() -> [VariantMatrix.Cell] {
    Self.hazardCells(of: app)
  }

  private static func timeline<App: CommandLineApp>(
    of app: App.Type, _ scenario: Scenario, device: Device, release: IOSRelease,
    assuming assumptions: Set<SystemRules.Rule>
  ) -> Timeline {
    SchmeeboardRun.timeline(
      of: app, switches: App.shippedSwitches, device: device, release: release, scenario: scenario,
      assuming: assumptions)
  }

  private static func cells<App: CommandLineApp>(of app: App.Type)
    -> [VariantMatrix.Cell]
  {
    VariantMatrix.cells(of: app, switches: App.shippedSwitches)
  }

  private static func hazardCells<App: CommandLineApp>(of app: App.Type)
    -> [VariantMatrix.Cell]
  {
    VariantMatrix.hazardCells(of: app, switches: App.shippedSwitches)
  }
}
