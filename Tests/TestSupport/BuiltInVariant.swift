import SchmeeboardCommandLine
import SchmeeboardLab
import SchmeeboardVariants
import SimulatedIOS
import SimulatedUIKit

/// A variant of the one list, `BuiltInVariants.all`, as a test names it, run with its switches as
/// shipped.
///
/// Tests iterate the list (`all`, or its two parts `samples` and `techniques`), never a list of
/// their own, so that a new variant is tested wherever the others are. A test about one variant
/// names it by its type, `BuiltInVariant(V.self)`, or by the name `BuiltInVariant+Subjects`
/// gives the variants the shared tests are about; its raw value is the executable's name.
public struct BuiltInVariant: RawRepresentable, Hashable, Sendable, Codable,
  CustomStringConvertible
{
  /// The executable's name: `CorrectedSchmeeboard3`.
  public let rawValue: String

  /// The variant of the list named `rawValue`; `nil` for a name the list does not hold.
  public init?(rawValue: String) {
    guard BuiltInVariants.all.contains(where: { $0.info.name == rawValue }) else { return nil }
    self.rawValue = rawValue
  }

  /// The variant `app` runs, which must be in the list.
  public init(_ app: any CommandLineVariant.Type) {
    rawValue = app.info.name
  }

  /// Every variant of the list, in its order.
  public static var all: [Self] { BuiltInVariants.all.map(Self.init) }
  /// The five ported samples of the posts.
  public static var samples: [Self] { BuiltInVariants.samples.map(Self.init) }
  /// The seeds' other techniques and Apple's answers.
  public static var techniques: [Self] { BuiltInVariants.techniques.map(Self.init) }

  /// The name, as a test's arguments show it.
  public var description: String { rawValue }

  /// The variant in `BuiltInVariants.all` of this name.
  public var app: any CommandLineVariant.Type {
    guard let app = BuiltInVariants.all.first(where: { $0.info.name == rawValue }) else {
      preconditionFailure("\(rawValue) is not in BuiltInVariants.all")
    }
    return app
  }

  /// The variant's facts.
  public var info: VariantInfo { app.info }

  /// One run with the shipped switches on `target`, with the rules `assuming` names read the
  /// other way.
  public func timeline(
    _ scenario: Scenario, on target: RunTarget, assuming assumptions: Set<SystemRules.Rule> = []
  ) -> Timeline {
    Self.timeline(of: app, scenario, on: target, assuming: assumptions)
  }

  /// Its default run, as its golden file holds it.
  public func defaultTimeline() -> Timeline {
    timeline(BuiltInScenario.standard.scenario, on: info.defaultTarget)
  }

  /// Every classic built-in scenario on every device and iOS version.
  public func cells() -> [VariantMatrix.Cell] {
    Self.cells(of: app)
  }

  /// Every hazard scenario wherever it applies.
  public func hazardCells() -> [VariantMatrix.Cell] {
    Self.hazardCells(of: app)
  }

  private static func timeline<V: CommandLineVariant>(
    of variant: V.Type, _ scenario: Scenario, on target: RunTarget,
    assuming assumptions: Set<SystemRules.Rule>
  ) -> Timeline {
    SchmeeboardRun.timeline(
      of: variant, switches: V.shippedSwitches, on: target, scenario: scenario,
      assuming: assumptions)
  }

  private static func cells<V: CommandLineVariant>(of variant: V.Type)
    -> [VariantMatrix.Cell]
  {
    madeInThisProcess { () throws(CommandFailure) in
      try VariantMatrix.cells(of: variant, switches: V.shippedSwitches)
    }
  }

  private static func hazardCells<V: CommandLineVariant>(of variant: V.Type)
    -> [VariantMatrix.Cell]
  {
    madeInThisProcess { () throws(CommandFailure) in
      try VariantMatrix.hazardCells(of: variant, switches: V.shippedSwitches)
    }
  }

  /// The cells `make` makes of a built-in variant's runs: made in this process, they never fail
  /// (only a run of a user's controller, in a process of its own, throws).
  private static func madeInThisProcess(
    _ make: () throws(CommandFailure) -> [VariantMatrix.Cell]
  ) -> [VariantMatrix.Cell] {
    do {
      return try make()
    } catch {
      preconditionFailure("a built-in variant's run failed in this process: \(error.line)")
    }
  }
}
