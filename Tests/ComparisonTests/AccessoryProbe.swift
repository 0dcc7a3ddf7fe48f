import CorrectedSchmeeboard3
import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// `CorrectedSchmeeboard3` with a 44 pt input accessory view on its field: no built-in variant has
/// one, so this probe (`ProbeRun`) is where `SystemRules.keyboardIncludesInputAccessory` shows in
/// a golden timeline: the port moves its gray view by the keyboard's reported height, which holds
/// the accessory.
enum AccessoryProbe: CommandLineApp {
  static let info = VariantInfo(
    name: "AccessoryProbe", shortName: "ACC",
    abstract: "CorrectedSchmeeboard3 with a 44 pt input accessory view on its field.",
    nib: CorrectedSchmeeboard3.App.info.nib,
    deploymentTarget: CorrectedSchmeeboard3.App.info.deploymentTarget,
    deviceFamily: CorrectedSchmeeboard3.App.info.deviceFamily,
    defaultTarget: CorrectedSchmeeboard3.App.info.defaultTarget)

  static func makeController(
    switches: CorrectedSchmeeboard3.App.Switches, connectedTo nib: NibObjects
  ) -> UIViewController {
    nib.textField.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    return CorrectedSchmeeboard3.App.makeController(switches: switches, connectedTo: nib)
  }

  static func describe(_ switches: CorrectedSchmeeboard3.App.Switches) -> [RunHeader.Switch] {
    CorrectedSchmeeboard3.App.describe(switches)
  }

  static var shippedSwitches: CorrectedSchmeeboard3.App.Switches {
    CorrectedSchmeeboard3.App.shippedSwitches
  }
}
