import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// What the lab needs to run the port: the technique's facts and its demo's connections.
///
/// Facts, from the seed: written in April 2015 in Swift 1.x, when iOS 8.3 was current, so the
/// default run is an iPhone 5 on iOS 8. Swift apps deployed to iOS 7 at the oldest, and the handler
/// uses nothing newer, so the deployment target is 7.0 [M].
///
/// Device family: universal [M]: the notes name no device, and Xcode 6, which wrote the Swift 1.x
/// projects of 2015, made new projects universal by default.
public enum MudoxKeyboardVariant: Variant {
  public static let info = VariantInfo(
    name: "MudoxKeyboard", shortName: "MUD",
    abstract:
      "Mudox 2015: move a bar by the raw keyboard height; table insets; no frame-change observer.",
    nib: .technique(.movedBar), deploymentTarget: IOSRelease(7, 0),
    deviceFamily: .universal, defaultTarget: RunTarget(device: .iphone5, release: IOSRelease(8)))

  public static func makeController(switches: NoSwitches, connectedTo nib: NibObjects)
    -> UIViewController
  {
    let controller = ViewController()
    controller.theViewToMove = nib.grayView
    controller.theScrollViewToAdjust = nib.tableView
    controller.itemsTable = nib.tableView
    controller.textField = nib.textField
    return controller
  }
}
