import Shared
import TestSupport
import Testing

@testable import MudoxKeyboard

@MainActor
@Suite struct MudoxKeyboardClaimTests {
  private func run(_ scenario: BuiltInScenario, device: Device, os: Int) -> Timeline {
    SchmeeboardRun.timeline(
      of: App.self, switches: NoSwitches(), device: device, os: os, scenario: scenario.scenario)
  }
}
