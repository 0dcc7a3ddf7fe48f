import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

extension Simulation {
  /// The run of `controller` as the window's root, with no variant's nib, on `device` with iOS
  /// `os` through `script` (by default a tap on the field), the rules `assumptions` names read the
  /// other way: for a test of what UIKit does around an app's own controller. `controller` is made
  /// before the launch's objects (`prepareLaunch(on:family:assuming:)`), so its initializer must
  /// not ask `UIScreen.main` or `UIApplication.shared`.
  public static func run(
    _ controller: UIViewController, asRootOn device: Device, os: Int,
    _ script: String = "at 0 tap text-field\n", assuming assumptions: Set<SystemRules.Rule> = []
  ) throws -> SimulationResult {
    let target = RunTarget(device: device, release: IOSRelease(os))
    prepareLaunch(on: target, assuming: assumptions)
    return Simulation(
      on: target, assuming: assumptions, controller: controller,
      nib: SchmeeboardNib.controllerLayout(.none).instantiate()
    ).run(try scenario(script))
  }
}
