import CorrectedSchmeeboard3
import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// `CorrectedSchmeeboard3` with a 44 pt input accessory view on its field: no built-in variant has
/// one, so this probe (`ProbeRun`) is where `SystemRules.keyboardIncludesInputAccessory` shows in
/// a golden timeline: the port moves its gray view by the keyboard's reported height, which holds
/// the accessory. The accessory is a bar with a background, as a toolbar is: it draws, so the
/// whole of it is keyboard on screen (a clear one would show the content beneath,
/// `Simulation.drawnKeyboardHeight(framesHeight:)`).
enum AccessoryProbe: CommandLineVariant {
  static let info = CorrectedSchmeeboard3Variant.info.renamed(
    "AccessoryProbe", shortName: "ACC",
    abstract: "CorrectedSchmeeboard3 with a 44 pt input accessory view on its field.")

  static func makeController(
    switches: CorrectedSchmeeboard3Variant.Switches, connectedTo nib: NibObjects
  ) -> UIViewController {
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    bar.backgroundColor = .secondarySystemBackground
    nib.textField.inputAccessoryView = bar
    return CorrectedSchmeeboard3Variant.makeController(switches: switches, connectedTo: nib)
  }
}
