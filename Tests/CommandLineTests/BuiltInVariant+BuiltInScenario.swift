import SimulatedUIKit
import TestSupport

extension BuiltInVariant {
  /// Its run of `builtIn`, its numbers rounded as the output prints them: on the scenario's own
  /// device and release where it names them, else on the variant's defaults, else on the first
  /// device that ran the scenario's release (or the newest release the scenario's device ran).
  func roundedTimeline(of builtIn: BuiltInScenario) -> Timeline {
    let scenario = builtIn.scenario
    let release = scenario.release ?? info.defaultRelease
    let device =
      scenario.device
      ?? (info.defaultDevice.modelledVersions.contains(release.major)
        ? info.defaultDevice
        : Device.allCases.first { $0.modelledVersions.contains(release.major) }!)
    return timeline(
      scenario, device: device,
      release: device.modelledVersions.contains(release.major)
        ? release : IOSRelease(device.modelledVersions[device.modelledVersions.count - 1])
    ).rounded()
  }
}
