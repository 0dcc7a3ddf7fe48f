import Shared

/// What the command line needs to run the port: the original's facts and its xib's connections.
nonisolated enum App: SchmeeboardApp {
  static let info = VariantInfo(
    name: "KeyboardSchmeeboard",
    abstract: "The 2012 original: iOS 5 and iOS 6 rotation-detection workarounds.",
    nib: .springsAndStruts2012, deploymentTarget: "5.0", deploymentTargetMajor: 5, deviceFamily: .iPhone,
    defaultDevice: .iphone5, defaultOS: 6)

  @MainActor static func makeController(switches: Workarounds) -> ViewController {
    ViewController(
      kIOS5Workaround: !switches.noIOS5Workaround, kIOS6Workaround: !switches.noIOS6Workaround)
  }

  @MainActor static func connect(_ controller: ViewController, to nib: NibObjects) {
    controller.grayView = nib.grayView
    controller.textField = nib.textField
  }

  static var shippedSwitches: Workarounds { .shipped }

  static func describe(_ switches: Workarounds) -> [RunHeader.Switch] {
    [
      RunHeader.Switch(name: "iOS 5 workaround", isOn: !switches.noIOS5Workaround),
      RunHeader.Switch(name: "iOS 6 workaround", isOn: !switches.noIOS6Workaround),
    ]
  }
}
