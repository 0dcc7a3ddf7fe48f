import Shared

/// What the command line needs to run the port: the original's facts and its storyboard's
/// connections.
nonisolated enum App: SchmeeboardApp {
  static let info = VariantInfo(
    name: "CorrectedSchmeeboard4",
    abstract: "The 2017 Swift 3 port of CorrectedSchmeeboard3.",
    nib: .autoLayout2017, deploymentTarget: "10.2", deploymentTargetMajor: 10, deviceFamily: .universal,
    defaultDevice: .iphone7, defaultOS: 10)

  @MainActor static func makeController(switches: NoSwitches) -> ViewController {
    ViewController()
  }

  @MainActor static func connect(_ controller: ViewController, to nib: NibObjects) {
    controller.grayView = nib.grayView
    controller.textField = nib.textField
    controller.bottomLayoutConstraint = nib.bottomLayoutConstraint
  }
}
