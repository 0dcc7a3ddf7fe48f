import SimulatedIOS
import SimulatedUIKit

/// A variant run over every built-in scenario on every device and iOS version it can run on.
public enum VariantMatrix {
  /// One run's outcome.
  public struct Cell: Equatable, Sendable {
    /// The built-in scenario run.
    public var scenario: BuiltInScenario
    /// The device and iOS release run on: a major version, or a point release (iOS 8.3).
    public var target: RunTarget
    /// The run's verdict.
    public var verdict: Verdict
    /// Why: the rule that decided the verdict and its deciding sample.
    public var reason: VerdictReason
    /// The run's largest pink or cover, in points (`Measurements.largestMismatch`).
    public var largestMismatch: Double
    /// The what-if note when the original could not have made this run
    /// (`VariantInfo.whatIfNote(for:)`); `nil` for a run it could have made.
    public var whatIf: String?

    /// The cell of `run`, whose timeline is `timeline`.
    public init(_ run: Run, _ timeline: Timeline) {
      self.init(run, RunJudgement(timeline))
    }

    /// The cell of `run`, judged `judgement`.
    public init(_ run: Run, _ judgement: RunJudgement) {
      scenario = run.scenario
      target = run.target
      verdict = judgement.verdict
      reason = judgement.reason
      largestMismatch = judgement.largestMismatch
      whatIf = judgement.whatIf
    }
  }

  /// A run of the matrix: a built-in scenario on a target.
  public typealias Run = (scenario: BuiltInScenario, target: RunTarget)

  /// The runs of the classic part: every classic built-in scenario on every modelled target.
  public static var classicRuns: [Run] {
    BuiltInScenario.classic.flatMap { scenario in
      RunTarget.modelled.map { (scenario: scenario, target: $0) }
    }
  }

  /// The runs of the hazards: every hazard scenario where it applies to an app built for `family`.
  public static func hazardRuns(family: DeviceFamily) -> [Run] {
    BuiltInScenario.hazards.flatMap { scenario in
      targets(for: scenario, family: family).map { (scenario: scenario, target: $0) }
    }
  }

  /// Runs `V` with `switches` over `classicRuns`, with the rules `assuming` names read the other
  /// way, as many runs at once as there are cores; throws the failure of a run that fails.
  public static func cells<V: Variant>(
    of variant: V.Type, switches: V.Switches, assuming assumptions: Set<SystemRules.Rule> = []
  ) throws(CommandFailure) -> [Cell] {
    try cells(of: variant, classicRuns, switches: switches, assuming: assumptions)
  }

  /// Each of `runs`, as many at once as there are cores, in order.
  private static func cells<V: Variant>(
    of variant: V.Type, _ runs: [Run], switches: V.Switches,
    assuming assumptions: Set<SystemRules.Rule>
  ) throws(CommandFailure) -> [Cell] {
    try Parallel.map(runs.count) { index throws(CommandFailure) in
      let run = runs[index]
      let judgement = try variant.judgement(
        switches: switches, on: run.target, scenario: run.scenario.scenario,
        assuming: assumptions)
      return Cell(run, judgement)
    }
  }

  /// The targets where `scenario` applies to an app built for `family`: the devices that ran the
  /// release of its `ios` line, if any, else every modelled target; and of those, the ones where
  /// no step is refused (`SchmeeboardRun.refusals(of:on:family:assuming:)`) on the device the app
  /// believes it is on.
  public static func targets(
    for scenario: BuiltInScenario, family: DeviceFamily = .universal
  ) -> [RunTarget] {
    let parsed = scenario.scenario
    let targets =
      parsed.release.map { release in
        Device.allCases.map { RunTarget(device: $0, release: release) }.filter(\.isModelled)
      } ?? RunTarget.modelled
    return targets.filter { target in
      SchmeeboardRun.refusals(of: parsed, on: target, family: family).allSatisfy { $0 == nil }
    }
  }

  /// Runs `V` with `switches` over its `hazardRuns`, with the rules `assuming` names read the
  /// other way; throws the failure of a run that fails.
  public static func hazardCells<V: Variant>(
    of variant: V.Type, switches: V.Switches, assuming assumptions: Set<SystemRules.Rule> = []
  ) throws(CommandFailure) -> [Cell] {
    try cells(
      of: variant, hazardRuns(family: V.info.deviceFamily), switches: switches,
      assuming: assumptions)
  }
}
