import Shared

@testable import MWKeyboardAnimation
@testable import MedcalfInsets
@testable import MudoxKeyboard
@testable import TKScrollviewKeyboard

/// The seeds' four other techniques, so that a test can loop over them beside the five samples.
enum Technique: String, CaseIterable {
  case mudoxKeyboard = "MudoxKeyboard"
  case mwKeyboardAnimation = "MWKeyboardAnimation"
  case medcalfInsets = "MedcalfInsets"
  case tkScrollviewKeyboard = "TKScrollviewKeyboard"

  /// Every built-in scenario on every device and iOS version.
  func cells() -> [VariantMatrix.Cell] {
    switch self {
    case .mudoxKeyboard: VariantMatrix.cells(of: MudoxKeyboard.App.self, switches: NoSwitches())
    case .mwKeyboardAnimation:
      VariantMatrix.cells(of: MWKeyboardAnimation.App.self, switches: NoSwitches())
    case .medcalfInsets: VariantMatrix.cells(of: MedcalfInsets.App.self, switches: NoSwitches())
    case .tkScrollviewKeyboard:
      VariantMatrix.cells(of: TKScrollviewKeyboard.App.self, switches: NoSwitches())
    }
  }
}
