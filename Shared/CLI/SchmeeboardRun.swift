/// Runs a variant once: builds the controller and its nib, simulates, and judges the timeline.
public enum SchmeeboardRun {
  /// The timeline of `App` with `switches` on `device` and iOS `os`.`osMinor` through `scenario`.
  public static func timeline<App: SchmeeboardApp>(
    of app: App.Type, switches: App.Switches, device: Device, os: Int, osMinor: Int = 0,
    scenario: Scenario
  ) -> Timeline {
    let controller = App.makeController(switches: switches)
    let nib = App.info.nib.instantiate()
    App.connect(controller, to: nib)
    let info = App.info
    let result = Simulation(
      device: device, os: os, osMinor: osMinor, family: info.deviceFamily, controller: controller,
      nib: nib
    ).run(scenario)
    let header = RunHeader(
      variant: info.name, device: device.displayName, os: os,
      osMinor: osMinor == 0 ? nil : osMinor, scenario: scenario.name,
      steps: scenario.steps.map(\.scriptText), switches: App.describe(switches),
      deploymentNote: info.isWhatIf(os: os) ? info.whatIfNote : nil,
      displayMode: DisplayMode(family: info.deviceFamily, device: device).headerNote(on: device),
      measures: nib.layout?.summary, edgeName: nib.layout?.edgeName,
      summary: scenario.summary.isEmpty ? nil : scenario.summary)
    return result.timeline(header: header)
  }
}
