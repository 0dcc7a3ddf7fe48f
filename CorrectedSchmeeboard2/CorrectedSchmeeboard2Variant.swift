import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// What the lab needs to run the port: the original's facts and its storyboard's
/// connections.
public enum CorrectedSchmeeboard2Variant: Variant {
  public static let info = VariantInfo(
    name: "CorrectedSchmeeboard2", shortName: "CS2",
    abstract: "The 2017 Xcode 8 update: Auto Layout, the same begin-from-current-state logic.",
    nib: .autoLayout2017, deploymentTarget: IOSRelease(10, 2),
    deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone7, release: IOSRelease(10)))

  public static func makeController(switches: NoSwitches, connectedTo nib: NibObjects)
    -> UIViewController
  {
    let controller = ViewController()
    controller.grayView = nib.grayView
    controller.textField = nib.textField
    controller.bottomLayoutConstraint = nib.bottomLayoutConstraint
    return controller
  }
}
