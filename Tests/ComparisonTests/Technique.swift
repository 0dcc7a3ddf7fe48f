import Shared
import TestSupport

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

  /// The technique's facts.
  var info: VariantInfo {
    switch self {
    case .mudoxKeyboard: MudoxKeyboard.App.info
    case .mwKeyboardAnimation: MWKeyboardAnimation.App.info
    case .medcalfInsets: MedcalfInsets.App.info
    case .tkScrollviewKeyboard: TKScrollviewKeyboard.App.info
    }
  }

  /// Its default run, as its golden file holds it.
  func defaultTimeline() -> Timeline {
    timeline(BuiltInScenario.standard.scenario, device: info.defaultDevice, os: info.defaultOS)
  }

  /// One run.
  func timeline(_ scenario: Scenario, device: Device, os: Int, osMinor: Int = 0) -> Timeline {
    switch self {
    case .mudoxKeyboard:
      run(MudoxKeyboard.App.self, scenario, device: device, os: os, osMinor: osMinor)
    case .mwKeyboardAnimation:
      run(MWKeyboardAnimation.App.self, scenario, device: device, os: os, osMinor: osMinor)
    case .medcalfInsets:
      run(MedcalfInsets.App.self, scenario, device: device, os: os, osMinor: osMinor)
    case .tkScrollviewKeyboard:
      run(TKScrollviewKeyboard.App.self, scenario, device: device, os: os, osMinor: osMinor)
    }
  }

  /// Every classic built-in scenario on every device and iOS version, then every hazard scenario
  /// where its steps apply.
  func cells() -> [VariantMatrix.Cell] {
    switch self {
    case .mudoxKeyboard:
      VariantMatrix.cells(of: MudoxKeyboard.App.self, switches: NoSwitches())
        + VariantMatrix.hazardCells(of: MudoxKeyboard.App.self, switches: NoSwitches())
    case .mwKeyboardAnimation:
      VariantMatrix.cells(of: MWKeyboardAnimation.App.self, switches: NoSwitches())
        + VariantMatrix.hazardCells(of: MWKeyboardAnimation.App.self, switches: NoSwitches())
    case .medcalfInsets:
      VariantMatrix.cells(of: MedcalfInsets.App.self, switches: NoSwitches())
        + VariantMatrix.hazardCells(of: MedcalfInsets.App.self, switches: NoSwitches())
    case .tkScrollviewKeyboard:
      VariantMatrix.cells(of: TKScrollviewKeyboard.App.self, switches: NoSwitches())
        + VariantMatrix.hazardCells(of: TKScrollviewKeyboard.App.self, switches: NoSwitches())
    }
  }
}
