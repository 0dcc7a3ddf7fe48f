import CorrectedSchmeeboard3
import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// `CorrectedSchmeeboard3` listening to its text field's editing notifications: no built-in
/// variant does, and the timeline prints them only for an app that listens, so this probe
/// (`ProbeRun`) is where `SystemRules.textFieldEditingBeginsBeforeKeyboard` shows in a golden
/// timeline: the field's begin-editing post before the keyboard's will-change-frame and
/// will-show.
enum EditingOrderProbe: CommandLineVariant {
  static let info = CorrectedSchmeeboard3Variant.info.renamed(
    "EditingOrderProbe", shortName: "EOP",
    abstract: "CorrectedSchmeeboard3 listening to its text field's editing notifications.")

  static func makeController(
    switches: CorrectedSchmeeboard3Variant.Switches, connectedTo nib: NibObjects
  ) -> UIViewController {
    for name in [
      UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
    ] {
      _ = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in }
    }
    return CorrectedSchmeeboard3Variant.makeController(switches: switches, connectedTo: nib)
  }
}
