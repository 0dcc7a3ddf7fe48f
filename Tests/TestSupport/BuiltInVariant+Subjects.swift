import CorrectedSchmeeboard
import CorrectedSchmeeboard2
import CorrectedSchmeeboard3
import CorrectedSchmeeboard4
import KeyboardLayoutGuide
import KeyboardSchmeeboard
import MWKeyboardAnimation
import MedcalfInsets
import MudoxKeyboard
import ScreenSpaceNotifications
import TKScrollviewKeyboard

/// The variants the shared test targets (`CommandLineTests`, `ComparisonTests`) state claims of,
/// one by one, named for those claims: `BuiltInVariant.correctedSchmeeboard3`, the subject of most
/// command-line tests, the samples of the hazard claims, Apple's two of the toolbar's. Not a list
/// to keep: a new variant needs no name here, since every test that covers all the variants
/// iterates `BuiltInVariant.all` and its own claims, in its own test target, name it by its type
/// (`BuiltInVariant(App.self)`). A name is added here when a shared test comes to be about it.
extension BuiltInVariant {
  public static var keyboardSchmeeboard: Self { Self(KeyboardSchmeeboard.App.self) }
  public static var correctedSchmeeboard: Self { Self(CorrectedSchmeeboard.App.self) }
  public static var correctedSchmeeboard2: Self { Self(CorrectedSchmeeboard2.App.self) }
  public static var correctedSchmeeboard3: Self { Self(CorrectedSchmeeboard3.App.self) }
  public static var correctedSchmeeboard4: Self { Self(CorrectedSchmeeboard4.App.self) }
  public static var mudoxKeyboard: Self { Self(MudoxKeyboard.App.self) }
  public static var mwKeyboardAnimation: Self { Self(MWKeyboardAnimation.App.self) }
  public static var medcalfInsets: Self { Self(MedcalfInsets.App.self) }
  public static var tkScrollviewKeyboard: Self { Self(TKScrollviewKeyboard.App.self) }
  public static var keyboardLayoutGuide: Self { Self(KeyboardLayoutGuide.App.self) }
  public static var screenSpaceNotifications: Self { Self(ScreenSpaceNotifications.App.self) }
}
