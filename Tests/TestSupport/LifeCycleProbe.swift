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
  static let info = CorrectedSchmeeboard3Variant.info.renamed(
    "LifeCycleProbe", shortName: "LCP",
    abstract: "CorrectedSchmeeboard3 listening to the application's life-cycle notifications.")

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
}
