import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// What the lab needs to run the port: the technique's facts and its demo's connections.
///
/// Facts, from the seed: its README says "requires iOS 7.0+" and "not using any iOS7 specific
/// APIs"; the rotation callbacks it relies on are the iOS 5–7 ones. The default run is an iPhone 5
/// on iOS 7.
///
/// Device family: iPhone [M]: the README's model is the iPhone's Messages ("像苹果iMessage那样"),
/// a comment bar over a conversation, and names no iPad; an iPhone-only app runs in compatibility
/// mode on an iPad and zoomed on the iPhone 7 and 7 Plus.
public enum TKScrollviewKeyboardVariant: Variant {
  public static let info = VariantInfo(
    name: "TKScrollviewKeyboard", shortName: "TK",
    abstract: "tinkl 2014: a comment bar and a table follow; a flag stops animating in a rotation.",
    nib: .technique(.commentBar), deploymentTarget: IOSRelease(7, 0),
    deviceFamily: .iPhone, defaultTarget: RunTarget(device: .iphone5, release: IOSRelease(7)))

  public static func makeController(switches: NoSwitches, connectedTo nib: NibObjects)
    -> UIViewController
  {
    let controller = ViewController()
    controller.commentBar = nib.grayView
    controller.tableView = nib.tableView
    controller.textField = nib.textField
    return controller
  }
}
