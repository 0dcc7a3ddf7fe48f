import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// The run server's warm-up run (`IsolatedRun.warmUp()`): a controller of the lab's own
/// (`WarmUpController`), made as a user's controller is (`ControllerLayoutVariant`, the samples'
/// pinned layout), whose view holds a text field and moves nothing. Its run goes through what a
/// user's run goes through, and none of the user's code.
enum WarmUpVariant: ControllerLayoutVariant {
  static let info = VariantInfo(
    name: "WarmUp", shortName: "WU", abstract: "the run server's warm-up run",
    nib: .controllerLayout(defaultLayout), deploymentTarget: IOSRelease(12),
    deviceFamily: .universal, defaultTarget: RunTarget(device: .iphone15, release: IOSRelease(18)))

  static let defaultLayout = ControllerLayout.pinned

  static func makeController(connectedTo nib: NibObjects) throws(OutletError) -> UIViewController {
    WarmUpController()
  }
}
