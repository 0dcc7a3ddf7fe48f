import CorrectedSchmeeboard
import CorrectedSchmeeboard2
import CorrectedSchmeeboard3
import CorrectedSchmeeboard4
import KeyboardSchmeeboard
import TechniqueKeyboardLayoutGuide
import TechniqueMWKeyboardAnimation
import TechniqueMedcalfInsets
import TechniqueMudoxKeyboard
import TechniqueScreenSpaceNotifications
import TechniqueTKScrollviewKeyboard

/// The variants the shared test targets (`CommandLineTests`, `ComparisonTests`) state claims of,
/// one by one, named for those claims: `BuiltInVariant.correctedSchmeeboard3`, the subject of most
/// command-line tests, the samples of the hazard claims, Apple's two of the toolbar's. Not a list
/// to keep: a new variant needs no name here, since every test that covers all the variants
/// iterates `BuiltInVariant.all` and its own claims, in its own test target, name it by its type
/// (`BuiltInVariant(V.self)`). A name is added here when a shared test comes to be about it.
extension BuiltInVariant {
  public static var keyboardSchmeeboard: Self { Self(KeyboardSchmeeboardVariant.self) }
  public static var correctedSchmeeboard: Self { Self(CorrectedSchmeeboardVariant.self) }
  public static var correctedSchmeeboard2: Self { Self(CorrectedSchmeeboard2Variant.self) }
  public static var correctedSchmeeboard3: Self { Self(CorrectedSchmeeboard3Variant.self) }
  public static var correctedSchmeeboard4: Self { Self(CorrectedSchmeeboard4Variant.self) }
  public static var mudoxKeyboard: Self { Self(MudoxKeyboardVariant.self) }
  public static var mwKeyboardAnimation: Self { Self(MWKeyboardAnimationVariant.self) }
  public static var medcalfInsets: Self { Self(MedcalfInsetsVariant.self) }
  public static var tkScrollviewKeyboard: Self { Self(TKScrollviewKeyboardVariant.self) }
  public static var keyboardLayoutGuide: Self { Self(KeyboardLayoutGuideVariant.self) }
  public static var screenSpaceNotifications: Self { Self(ScreenSpaceNotificationsVariant.self) }
}
