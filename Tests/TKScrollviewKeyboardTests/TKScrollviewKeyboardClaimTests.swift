import Shared
import TestSupport
import Testing

@testable import TKScrollviewKeyboard

@MainActor
@Suite struct TKScrollviewKeyboardClaimTests {
  private func run(_ scenario: BuiltInScenario, device: Device, os: Int) -> Timeline {
    SchmeeboardRun.timeline(
      of: App.self, switches: NoSwitches(), device: device, os: os, scenario: scenario.scenario)
  }
}
