import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// What the lab needs to run the port: the technique's facts and its demo's connections.
///
/// Facts, from the seed: gist 9505416 dates from March 2014, when iOS 7 was current, so the default
/// run is an iPhone 5 on iOS 7; its comment says the keyboard frame is "always reported in
/// portrait", the iOS 7 behaviour, and uses nothing newer than iOS 7, so the deployment target is
/// 7.0 [M].
///
/// Device family: universal, as the gist claims to handle "all devices".
public enum MedcalfInsetsVariant: Variant {
  public static let info = VariantInfo(
    name: "MedcalfInsets", shortName: "MED",
    abstract: "Tim Medcalf 2014: convert, intersect with the table, animate its insets.",
    nib: .technique(.insetTable), deploymentTarget: IOSRelease(7, 0),
    deviceFamily: .universal, defaultTarget: RunTarget(device: .iphone5, release: IOSRelease(7)))

  public static func makeController(switches: NoSwitches, connectedTo nib: NibObjects)
    -> UIViewController
  {
    let controller = ViewController()
    controller.myTableView = nib.tableView
    controller.textField = nib.textField
    return controller
  }
}
