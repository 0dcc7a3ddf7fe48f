import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// What the lab needs to run the port: the original's facts and its storyboard's
/// connections.
public enum CorrectedSchmeeboard3Variant: Variant {
  public static let info = VariantInfo(
    name: "CorrectedSchmeeboard3", shortName: "CS3",
    abstract: "The 2017 iOS 10 iPhone fix: ignore the will-hide while a phone rotates.",
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
