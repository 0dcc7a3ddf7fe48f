import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// What the lab needs to run the port: the original's facts and its xib's connections.
public enum KeyboardSchmeeboardVariant: Variant {
  public static let info = VariantInfo(
    name: "KeyboardSchmeeboard", shortName: "KS",
    abstract: "The 2012 original: iOS 5 and iOS 6 rotation-detection workarounds.",
    nib: .springsAndStruts2012, deploymentTarget: IOSRelease(5, 0),
    deviceFamily: .iPhone,
    defaultTarget: RunTarget(device: .iphone5, release: IOSRelease(6)), isThirtyTwoBitBuild: true)

  public static func makeController(switches: Workarounds, connectedTo nib: NibObjects)
    -> UIViewController
  {
    let controller = ViewController(
      kIOS5Workaround: !switches.noIOS5Workaround, kIOS6Workaround: !switches.noIOS6Workaround)
    controller.grayView = nib.grayView
    controller.textField = nib.textField
    return controller
  }

  public static var shippedSwitches: Workarounds { .shipped }

  public static func describe(_ switches: Workarounds) -> [RunHeader.Switch] {
    [
      RunHeader.Switch(name: "iOS 5 workaround", isOn: !switches.noIOS5Workaround),
      RunHeader.Switch(name: "iOS 6 workaround", isOn: !switches.noIOS6Workaround),
    ]
  }
}
