import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A scenario's times are exact: waits add up to the time an `at` writes, however many there are.
@Suite struct ScenarioTimeTests {
  private func parse(_ text: String) throws(ScenarioError) -> Scenario {
    try ScenarioParser(fileName: "waits.txt").parse(text, name: "waits.txt")
  }

  @Test func tenWaitsOfATenthReachTheSecondThatAnAtWrites() throws {
    // As `Double`s, 0.1 added ten times is 0.9999999999999999, and 0.1 added three times passes
    // 0.3: an `at` after them was refused as going back, or landed a hair from its written time.
    let waits = String(repeating: "wait 0.1\n", count: 10)
    let scenario = try parse("at 0 tap text-field\n\(waits)rotate landscape-left\nat 1 tilt\n")
    #expect(scenario.steps.map(\.time) == [0, 1, 1])
  }

  @Test func waitsOfMillisecondsAddUpExactly() throws {
    let waits = String(repeating: "wait 0.007\n", count: 1000)
    let scenario = try parse("\(waits)tap text-field\nat 7 tap background\n")
    #expect(scenario.steps.map(\.time) == [7, 7])
  }

  @Test func anAtBeforeTheWaitedTimeStillGoesBack() {
    let error = #expect(throws: ScenarioError.self) {
      try parse("wait 0.1\nwait 0.2\ntap text-field\nat 0.299 tap background\n")
    }
    #expect(error?.message == "time 0.299 goes back before 0.3; steps must be in order")
  }
}
