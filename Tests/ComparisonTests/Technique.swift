import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit
import TestSupport

/// The seeds' four other techniques and Apple's answers, so that a test can loop over them beside
/// the five samples.
enum Technique: String, CaseIterable, BuiltInVariant {
  case mudoxKeyboard = "MudoxKeyboard"
  case mwKeyboardAnimation = "MWKeyboardAnimation"
  case medcalfInsets = "MedcalfInsets"
  case tkScrollviewKeyboard = "TKScrollviewKeyboard"
  case keyboardLayoutGuide = "KeyboardLayoutGuide"
  case screenSpaceNotifications = "ScreenSpaceNotifications"
}
