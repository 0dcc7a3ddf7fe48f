import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// What the lab needs to run Apple's keyboard layout guide: its facts and the 2017
/// storyboard's connections.
///
/// Facts: `UIView.keyboardLayoutGuide` is new in iOS 15 [A: `UIKeyboardLayoutGuide`], so the
/// deployment target is 15.0; written by us from Apple's documentation, as a universal app with a
/// launch storyboard, so it runs natively everywhere. The default run is an iPhone 15 on iOS 17.
public enum KeyboardLayoutGuideVariant: Variant {
  public static let info = VariantInfo(
    name: "KeyboardLayoutGuide", shortName: "KLG",
    abstract: "Apple's answer from iOS 15: pin the field's container to view.keyboardLayoutGuide.",
    nib: .autoLayout2017, deploymentTarget: IOSRelease(15, 0),
    deviceFamily: .universal, defaultTarget: RunTarget(device: .iphone15, release: IOSRelease(17)))

  public static func makeController(switches: GuideOptions, connectedTo nib: NibObjects)
    -> UIViewController
  {
    let controller = ViewController(followsUndockedKeyboard: switches.followsUndockedKeyboard)
    controller.grayView = nib.grayView
    controller.textField = nib.textField
    controller.bottomLayoutConstraint = nib.bottomLayoutConstraint
    return controller
  }

  public static var shippedSwitches: GuideOptions { .shipped }

  public static func describe(_ switches: GuideOptions) -> [RunHeader.Switch] {
    [RunHeader.Switch(name: "follows undocked keyboard", isOn: switches.followsUndockedKeyboard)]
  }
}
