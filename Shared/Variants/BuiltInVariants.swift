import CorrectedSchmeeboard
import CorrectedSchmeeboard2
import CorrectedSchmeeboard3
import CorrectedSchmeeboard4
import KeyboardLayoutGuide
import KeyboardSchmeeboard
import MWKeyboardAnimation
import MedcalfInsets
import MudoxKeyboard
import SchmeeboardCommandLine
import ScreenSpaceNotifications
import TKScrollviewKeyboard

/// The built-in variants, in the order of the posts, then the seeds' four techniques, then Apple's
/// own answers: the one list the command line (`--compare`, `--list`, `--help`), the tests and
/// `.ci/run` and the scripts (through `--list`) read. `Package.swift` keeps its own list of
/// targets, in the same two parts, which `BuiltInVariantsTests` checks against this one.
public enum BuiltInVariants: VariantList {
  /// The variants, in order: the samples, then the techniques.
  public static var all: [any CommandLineApp.Type] { samples + techniques }

  /// The five ported samples of the posts, in their order; each in a folder of its name.
  public static var samples: [any CommandLineApp.Type] {
    [
      KeyboardSchmeeboard.App.self, CorrectedSchmeeboard.App.self, CorrectedSchmeeboard2.App.self,
      CorrectedSchmeeboard3.App.self, CorrectedSchmeeboard4.App.self,
    ]
  }

  /// The seeds' four other techniques, then Apple's own answers; each in a folder of its name
  /// under `Techniques/`.
  public static var techniques: [any CommandLineApp.Type] {
    [
      MudoxKeyboard.App.self, MWKeyboardAnimation.App.self, MedcalfInsets.App.self,
      TKScrollviewKeyboard.App.self, KeyboardLayoutGuide.App.self,
      ScreenSpaceNotifications.App.self,
    ]
  }

  /// Runs `App`'s command line with the process's arguments, able to compare it with every
  /// built-in variant: what each executable's `main.swift` does.
  public static func main<App: CommandLineApp>(_ app: App.Type) {
    SchmeeboardCommand<App, Self>.main()
  }
}
