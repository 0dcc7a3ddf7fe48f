import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// What the lab needs to run the port: the technique's facts and its demo's connections.
///
/// Facts, from the seed and its CocoaPod: posted in February 2014, when iOS 7 was current, so the
/// default run is an iPhone 5 on iOS 7; the pod's project sets `IPHONEOS_DEPLOYMENT_TARGET = 7.0`.
///
/// Device family: universal [M]: the helper is a category in a library (the pod's project builds
/// a static library, with no family), used by apps of either family; the demo, ours, is universal so
/// that the helper meets every device's own keyboard.
public enum MWKeyboardAnimationVariant: Variant {
  public static let info = VariantInfo(
    name: "MWKeyboardAnimation", shortName: "MWK",
    abstract: "Mike Walker 2014: swap the frame when the device is landscape; the legacy API.",
    nib: .technique(.shrinkingView), deploymentTarget: IOSRelease(7, 0),
    deviceFamily: .universal, defaultTarget: RunTarget(device: .iphone5, release: IOSRelease(7)))

  public static func makeController(switches: NoSwitches, connectedTo nib: NibObjects)
    -> UIViewController
  {
    let controller = ViewController()
    controller.grayView = nib.grayView
    controller.textField = nib.textField
    return controller
  }
}
