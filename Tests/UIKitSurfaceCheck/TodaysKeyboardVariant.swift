import SchmeeboardLab
import SimulatedIOS
import UIKit

/// `TodaysKeyboardController` as the lab runs it: the 2017 Auto Layout nib, its outlets connected.
enum TodaysKeyboardVariant: Variant {
  static let info = VariantInfo(
    name: "TodaysKeyboardController", shortName: "TODAY",
    abstract: "A controller in today's idiom, through `import UIKit` alone.",
    nib: .autoLayout2017, deploymentTarget: IOSRelease(12), deviceFamily: .universal,
    defaultTarget: RunTarget(device: .iphone7, release: IOSRelease(12)))

  static func makeController(switches: Void, connectedTo nib: NibObjects) -> UIViewController {
    let controller = TodaysKeyboardController()
    controller.textField = nib.textField
    controller.bottomLayoutConstraint = nib.bottomLayoutConstraint
    return controller
  }

  static func describe(_ switches: Void) -> [RunHeader.Switch] { [] }

  static var shippedSwitches: Void { () }
}
