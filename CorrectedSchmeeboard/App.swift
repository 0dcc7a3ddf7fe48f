import Shared

/// What the command line needs to run the port: the original's facts and its xib's connections.
nonisolated enum App: SchmeeboardApp {
  static let info = VariantInfo(
    name: "CorrectedSchmeeboard",
    abstract: "The 2013 fix: begin the will-show animation from the current state.",
    nib: .springsAndStruts2012, deploymentTarget: "5.0", deploymentTargetMajor: 5, deviceFamily: .iPhone,
    defaultDevice: .iphone5, defaultOS: 6)

  @MainActor static func makeController(switches: NoSwitches) -> ViewController {
    ViewController()
  }

  @MainActor static func connect(_ controller: ViewController, to nib: NibObjects) {
    controller.grayView = nib.grayView
    controller.textField = nib.textField
  }
}
