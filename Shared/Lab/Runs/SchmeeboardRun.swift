import SimulatedIOS
import SimulatedUIKit

/// Runs a variant once: builds the controller and its nib, simulates, and has the timeline judged
/// (`SimulationResult.timeline(header:rules:cannotHappenHere:)`, where every verdict is decided),
/// telling it why the run cannot happen here, if it cannot: the variant does not run on the
/// release (`Variant.refusal(on:)`), or none of the scenario's steps but the setup can happen on
/// the device and release.
public enum SchmeeboardRun {
  /// The timeline of `V` with `switches` on `target` through `scenario`, with the rules
  /// `assuming` names read the other way (`--assume`), which the header says.
  public static func timeline<V: Variant>(
    of variant: V.Type, switches: V.Switches, on target: RunTarget, scenario: Scenario,
    assuming assumptions: Set<SystemRules.Rule> = []
  ) -> Timeline {
    timeline(
      of: variant, switches: switches, on: target, scenario: scenario, assuming: assumptions,
      keepingEvents: true)
  }

  /// The judgement of the run `timeline(of:switches:on:scenario:assuming:)` makes, from the same
  /// run made without keeping its events, which a judgement does not read: the verdict, its
  /// reason and the measurements come from the samples and the rests alone
  /// (`SimulationResult.timeline(header:rules:cannotHappenHere:)`).
  public static func judgement<V: Variant>(
    of variant: V.Type, switches: V.Switches, on target: RunTarget, scenario: Scenario,
    assuming assumptions: Set<SystemRules.Rule> = []
  ) -> RunJudgement {
    RunJudgement(
      timeline(
        of: variant, switches: switches, on: target, scenario: scenario, assuming: assumptions,
        keepingEvents: false))
  }

  /// `timeline(of:switches:on:scenario:assuming:)`, its events kept only when `keepingEvents`,
  /// and only then its header's steps (each step's line as a script spells it) and display mode's
  /// note, which only a printed timeline shows: a judgement reads none of them.
  private static func timeline<V: Variant>(
    of variant: V.Type, switches: V.Switches, on target: RunTarget, scenario: Scenario,
    assuming assumptions: Set<SystemRules.Rule>, keepingEvents: Bool
  ) -> Timeline {
    let device = target.device
    let info = V.info
    Simulation.prepareLaunch(on: target, family: info.deviceFamily, assuming: assumptions)
    let nib = V.nib(for: switches).instantiate()
    let controller = V.makeController(switches: switches, connectedTo: nib)
    let result = Simulation(
      on: target, family: info.deviceFamily, assuming: assumptions,
      controller: controller, nib: nib, tapping: V.fieldName(for: switches),
      keepingEvents: keepingEvents
    ).run(scenario)
    let mode = DisplayMode(family: info.deviceFamily, device: device)
    var header = RunHeader(
      variant: info.name, target: target, scenario: scenario.name,
      steps: keepingEvents ? scenario.steps.map(\.scriptText) : [],
      switches: V.describe(switches),
      deploymentNote: info.whatIfNote(for: target.release),
      displayMode: keepingEvents ? mode.headerNote(on: device) : nil,
      measures: nib.measuredSummary, edgeName: nib.measuredEdgeName,
      summary: scenario.summary.isEmpty ? nil : scenario.summary,
      assumptions: SystemRules.Rule.allCases.filter(assumptions.contains))
    header.mode = mode
    header.safeArea =
      SystemRules(
        device: device, release: target.release, mode: mode, assuming: assumptions
      ).viewSafeArea(statusBarHiddenByApp: result.statusBarHiddenByAppAtLaunch)
    let refusal =
      V.refusal(on: target)
      ?? refusal(of: scenario, on: target, family: info.deviceFamily, assuming: assumptions)
    return result.timeline(header: header, cannotHappenHere: refusal)
  }

  /// Why `scenario` cannot happen on `target` at all: the first step's refusal when some step is
  /// refused and every step but the setup (`ScenarioAction.isSetup`) is, since nothing the
  /// scenario is about happened; `nil` otherwise.
  private static func refusal(
    of scenario: Scenario, on target: RunTarget, family: DeviceFamily,
    assuming assumptions: Set<SystemRules.Rule>
  ) -> String? {
    let refusals = refusals(of: scenario, on: target, family: family, assuming: assumptions)
    guard let refusal = refusals.lazy.compactMap({ $0 }).first,
      zip(scenario.steps, refusals).allSatisfy({ step, refusal in
        step.action.isSetup || refusal != nil
      })
    else { return nil }
    return refusal
  }

  /// Why `target` cannot perform each step of `scenario` for an app built for `family`
  /// (`SystemRules.refusal(of:)`), `nil` for a step that can happen there, in the steps' order. A
  /// run is `n/a` when some step is refused and every step but the setup (`ScenarioAction.isSetup`)
  /// is: nothing the scenario is about happened. A hazard's table leaves out a column where any
  /// step is refused.
  public static func refusals(
    of scenario: Scenario, on target: RunTarget, family: DeviceFamily,
    assuming assumptions: Set<SystemRules.Rule> = []
  ) -> [String?] {
    let rules = SystemRules(
      device: target.device, release: target.release,
      mode: DisplayMode(family: family, device: target.device), assuming: assumptions)
    return scenario.steps.map { rules.refusal(of: $0.action) }
  }
}
