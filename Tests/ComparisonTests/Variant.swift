import Shared

@testable import CorrectedSchmeeboard
@testable import CorrectedSchmeeboard2
@testable import CorrectedSchmeeboard3
@testable import CorrectedSchmeeboard4
@testable import KeyboardSchmeeboard

/// The five variants, run with their default switches, so that a test can loop over them.
enum Variant: String, CaseIterable {
  case keyboardSchmeeboard = "KeyboardSchmeeboard"
  case correctedSchmeeboard = "CorrectedSchmeeboard"
  case correctedSchmeeboard2 = "CorrectedSchmeeboard2"
  case correctedSchmeeboard3 = "CorrectedSchmeeboard3"
  case correctedSchmeeboard4 = "CorrectedSchmeeboard4"

  /// The variant's facts.
  var info: VariantInfo {
    switch self {
    case .keyboardSchmeeboard: KeyboardSchmeeboard.App.info
    case .correctedSchmeeboard: CorrectedSchmeeboard.App.info
    case .correctedSchmeeboard2: CorrectedSchmeeboard2.App.info
    case .correctedSchmeeboard3: CorrectedSchmeeboard3.App.info
    case .correctedSchmeeboard4: CorrectedSchmeeboard4.App.info
    }
  }

  /// One run with the default switches, on iOS `os`.`osMinor`.
  func timeline(_ scenario: Scenario, device: Device, os: Int, osMinor: Int = 0) -> Timeline {
    switch self {
    case .keyboardSchmeeboard:
      SchmeeboardRun.timeline(
        of: KeyboardSchmeeboard.App.self, switches: Workarounds.shipped, device: device,
        os: os, osMinor: osMinor, scenario: scenario)
    case .correctedSchmeeboard:
      SchmeeboardRun.timeline(
        of: CorrectedSchmeeboard.App.self, switches: NoSwitches(), device: device, os: os,
        osMinor: osMinor, scenario: scenario)
    case .correctedSchmeeboard2:
      SchmeeboardRun.timeline(
        of: CorrectedSchmeeboard2.App.self, switches: NoSwitches(), device: device, os: os,
        osMinor: osMinor, scenario: scenario)
    case .correctedSchmeeboard3:
      SchmeeboardRun.timeline(
        of: CorrectedSchmeeboard3.App.self, switches: NoSwitches(), device: device, os: os,
        osMinor: osMinor, scenario: scenario)
    case .correctedSchmeeboard4:
      SchmeeboardRun.timeline(
        of: CorrectedSchmeeboard4.App.self, switches: NoSwitches(), device: device, os: os,
        osMinor: osMinor, scenario: scenario)
    }
  }

  /// Every built-in scenario on every device and iOS version.
  func cells() -> [VariantMatrix.Cell] {
    switch self {
    case .keyboardSchmeeboard:
      VariantMatrix.cells(of: KeyboardSchmeeboard.App.self, switches: Workarounds.shipped)
    case .correctedSchmeeboard:
      VariantMatrix.cells(of: CorrectedSchmeeboard.App.self, switches: NoSwitches())
    case .correctedSchmeeboard2:
      VariantMatrix.cells(of: CorrectedSchmeeboard2.App.self, switches: NoSwitches())
    case .correctedSchmeeboard3:
      VariantMatrix.cells(of: CorrectedSchmeeboard3.App.self, switches: NoSwitches())
    case .correctedSchmeeboard4:
      VariantMatrix.cells(of: CorrectedSchmeeboard4.App.self, switches: NoSwitches())
    }
  }

  /// Every hazard scenario wherever it applies.
  func hazardCells() -> [VariantMatrix.Cell] {
    switch self {
    case .keyboardSchmeeboard:
      VariantMatrix.hazardCells(
        of: KeyboardSchmeeboard.App.self, switches: Workarounds.shipped)
    case .correctedSchmeeboard:
      VariantMatrix.hazardCells(of: CorrectedSchmeeboard.App.self, switches: NoSwitches())
    case .correctedSchmeeboard2:
      VariantMatrix.hazardCells(of: CorrectedSchmeeboard2.App.self, switches: NoSwitches())
    case .correctedSchmeeboard3:
      VariantMatrix.hazardCells(of: CorrectedSchmeeboard3.App.self, switches: NoSwitches())
    case .correctedSchmeeboard4:
      VariantMatrix.hazardCells(of: CorrectedSchmeeboard4.App.self, switches: NoSwitches())
    }
  }
}
