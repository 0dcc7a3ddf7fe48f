import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// What the lab needs to run Apple's screen-space handling of the keyboard's
/// notifications: its facts and the 2017 storyboard's connections.
///
/// Facts: the notifications name their screen from iOS 16.1 [A: `keyboardWillShowNotification`],
/// so the deployment target is 16.1; written by us from Apple's documentation, as a universal app
/// with a launch storyboard, so it runs natively everywhere. The default run is an iPhone 15 on
/// iOS 17.
public enum ScreenSpaceNotificationsVariant: Variant {
  public static let info = VariantInfo(
    name: "ScreenSpaceNotifications", shortName: "SSN",
    abstract:
      "Apple's answer from iOS 16.1: the notification's screen, its coordinate space, the overlap.",
    nib: .autoLayout2017, deploymentTarget: IOSRelease(16, 1),
    deviceFamily: .universal, defaultTarget: RunTarget(device: .iphone15, release: IOSRelease(17)))

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
