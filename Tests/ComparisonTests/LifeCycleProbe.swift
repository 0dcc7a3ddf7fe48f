import CorrectedSchmeeboard3
import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// `CorrectedSchmeeboard3` listening to the application's four life-cycle notifications: no
/// built-in variant does, and the timeline prints them only for an app that listens, so this
/// probe (`ProbeRun`) is where `SystemRules.keyboardPostsWhileAppIsInactive` shows in a golden
/// timeline: the order of the application's posts and the keyboard's.
enum LifeCycleProbe: CommandLineVariant {
  static let info = VariantInfo(
    name: "LifeCycleProbe", shortName: "LCP",
    abstract: "CorrectedSchmeeboard3 listening to the application's life-cycle notifications.",
    nib: CorrectedSchmeeboard3Variant.info.nib,
    deploymentTarget: CorrectedSchmeeboard3Variant.info.deploymentTarget,
    deviceFamily: CorrectedSchmeeboard3Variant.info.deviceFamily,
    defaultTarget: CorrectedSchmeeboard3Variant.info.defaultTarget)

  static func makeController(
    switches: CorrectedSchmeeboard3Variant.Switches, connectedTo nib: NibObjects
  ) -> UIViewController {
    for name in [
      UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
      UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
    ] {
      _ = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in }
    }
    return CorrectedSchmeeboard3Variant.makeController(switches: switches, connectedTo: nib)
  }

  static func describe(_ switches: CorrectedSchmeeboard3Variant.Switches) -> [RunHeader.Switch] {
    CorrectedSchmeeboard3Variant.describe(switches)
  }

  static var shippedSwitches: CorrectedSchmeeboard3Variant.Switches {
    CorrectedSchmeeboard3Variant.shippedSwitches
  }
}
