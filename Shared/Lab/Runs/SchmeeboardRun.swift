import SimulatedUIKit

/// Runs a variant once: builds the controller and its nib, simulates, and judges the timeline.
public enum SchmeeboardRun {
  /// The timeline of `App` with `switches` on `device` and iOS `release` through `scenario`, with
  /// the rules `assuming` names read the other way (`--assume`), which the header says.
  public static func timeline<App: SchmeeboardApp>(
    of app: App.Type, switches: App.Switches, device: Device, release: IOSRelease,
    scenario: Scenario, assuming assumptions: Set<SystemRules.Rule> = []
  ) -> Timeline {
    let nib = App.nib(for: switches).instantiate()
    let controller = App.makeController(switches: switches, connectedTo: nib)
    let info = App.info
    let result = Simulation(
      device: device, release: release, family: info.deviceFamily, assuming: assumptions,
      controller: controller, nib: nib, tapping: App.fieldName(for: switches)
    ).run(scenario)
    let mode = DisplayMode(family: info.deviceFamily, device: device)
    var header = RunHeader(
      variant: info.name, device: device.displayName, release: release, scenario: scenario.name,
      steps: scenario.steps.map(\.scriptText), switches: App.describe(switches),
      deploymentNote: info.whatIfNote(for: release),
      displayMode: mode.headerNote(on: device),
      measures: nib.measuredSummary, edgeName: nib.measuredEdgeName,
      summary: scenario.summary.isEmpty ? nil : scenario.summary,
      assumptions: SystemRules.Rule.allCases.filter(assumptions.contains))
    header.mode = mode
    header.safeArea = mode.safeArea(on: device)
    return result.timeline(header: header)
  }
}
