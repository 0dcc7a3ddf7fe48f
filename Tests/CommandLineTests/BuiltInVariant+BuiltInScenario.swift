import SimulatedIOS
import SimulatedUIKit
import TestSupport

extension BuiltInVariant {
  /// Its run of `builtIn`, its numbers rounded as the output prints them: on the scenario's own
  /// device and release where it names them, else on the variant's defaults, else on the first
  /// device that ran the scenario's release (or the newest release the scenario's device ran).
  func roundedTimeline(of builtIn: BuiltInScenario) -> Timeline {
    let scenario = builtIn.scenario
    let release = scenario.release ?? info.defaultTarget.release
    let defaultDevice = info.defaultTarget.device
    let device =
      scenario.device
      ?? (defaultDevice.modelledVersions.contains(release.major)
        ? defaultDevice
        : Device.allCases.first { $0.modelledVersions.contains(release.major) }!)
    let ran =
      device.modelledVersions.contains(release.major)
      ? release : IOSRelease(device.modelledVersions[device.modelledVersions.count - 1])
    return timeline(scenario, on: RunTarget(device: device, release: ran)).rounded()
  }
}
