import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// What the lab needs to run the port: the original's facts and its xib's connections.
public enum CorrectedSchmeeboardVariant: Variant {
  public static let info = VariantInfo(
    name: "CorrectedSchmeeboard", shortName: "CS",
    abstract: "The 2013 fix: begin the will-show animation from the current state.",
    nib: .springsAndStruts2012, deploymentTarget: IOSRelease(5, 0),
    deviceFamily: .iPhone,
    defaultTarget: RunTarget(device: .iphone5, release: IOSRelease(6)), isThirtyTwoBitBuild: true)

  public static func makeController(switches: NoSwitches, connectedTo nib: NibObjects)
    -> UIViewController
  {
    let controller = ViewController()
    controller.grayView = nib.grayView
    controller.textField = nib.textField
    return controller
  }
}
