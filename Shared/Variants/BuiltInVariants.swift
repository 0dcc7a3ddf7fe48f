import CorrectedSchmeeboard
import CorrectedSchmeeboard2
import CorrectedSchmeeboard3
import CorrectedSchmeeboard4
import KeyboardSchmeeboard
import SchmeeboardCommandLine
import TechniqueKeyboardLayoutGuide
import TechniqueMWKeyboardAnimation
import TechniqueMedcalfInsets
import TechniqueMudoxKeyboard
import TechniqueScreenSpaceNotifications
import TechniqueTKScrollviewKeyboard

/// The built-in variants, in the order of the posts, then the seeds' four techniques, then Apple's
/// own answers: the one list the command line (`--compare`, `--list`, `--help`), the tests and
/// `.ci/run` and the scripts (through `--list`) read. `Package.swift` keeps its own list of
/// targets, in the same two parts, which `BuiltInVariantsTests` checks against this one.
public enum BuiltInVariants: VariantList {
  /// The variants, in order: the samples, then the techniques.
  public static var all: [any CommandLineVariant.Type] { samples + techniques }

  /// The five ported samples of the posts, in their order; each in a folder of its name.
  public static var samples: [any CommandLineVariant.Type] {
    [
      KeyboardSchmeeboardVariant.self, CorrectedSchmeeboardVariant.self, CorrectedSchmeeboard2Variant.self,
      CorrectedSchmeeboard3Variant.self, CorrectedSchmeeboard4Variant.self,
    ]
  }

  /// The seeds' four other techniques, then Apple's own answers; each in a folder of its name
  /// under `Techniques/`.
  public static var techniques: [any CommandLineVariant.Type] {
    [
      MudoxKeyboardVariant.self, MWKeyboardAnimationVariant.self, MedcalfInsetsVariant.self,
      TKScrollviewKeyboardVariant.self, KeyboardLayoutGuideVariant.self,
      ScreenSpaceNotificationsVariant.self,
    ]
  }

  /// Runs `V`'s command line with the process's arguments, able to compare it with every
  /// built-in variant: what each executable's `main.swift` does.
  public static func main<V: CommandLineVariant>(_ variant: V.Type) {
    SchmeeboardCommand<V, Self>.main()
  }
}

// Each built-in variant is a `Variant` of the lab, declared in its own module, which knows nothing
// of the command line; here, above both, each becomes one the command line runs. Their switches
// are argument-parser's already (`Workarounds`, `GuideOptions`) or none (`NoSwitches`).
extension KeyboardSchmeeboardVariant: CommandLineVariant {}
extension CorrectedSchmeeboardVariant: CommandLineVariant {}
extension CorrectedSchmeeboard2Variant: CommandLineVariant {}
extension CorrectedSchmeeboard3Variant: CommandLineVariant {}
extension CorrectedSchmeeboard4Variant: CommandLineVariant {}
extension MudoxKeyboardVariant: CommandLineVariant {}
extension MWKeyboardAnimationVariant: CommandLineVariant {}
extension MedcalfInsetsVariant: CommandLineVariant {}
extension TKScrollviewKeyboardVariant: CommandLineVariant {}
extension KeyboardLayoutGuideVariant: CommandLineVariant {}
extension ScreenSpaceNotificationsVariant: CommandLineVariant {}
