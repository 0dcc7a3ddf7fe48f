import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// What the lab needs to run `ViewController`: its facts, and its outlets
/// connected as a storyboard would connect them.
public enum MyKeyboardControllerVariant: Variant {
  public static let info = VariantInfo(
    name: "MyKeyboardController", shortName: "MINE",
    abstract:
      "A 2017 Auto Layout handler: one will-change-frame observer animates the bottom constraint.",
    nib: .autoLayout2017, deploymentTarget: IOSRelease(10, 2),
    deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone7, release: IOSRelease(10)))

  // No switches of its own: `NoSwitches` supplies `describe(_:)` and `shippedSwitches`.
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
