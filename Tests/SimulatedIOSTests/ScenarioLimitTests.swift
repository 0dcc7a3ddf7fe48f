import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// A scenario may last an hour and have 10,000 steps; past either it is refused where it goes
/// over, and a file of the most steps fits in the largest file accepted.
@Suite struct ScenarioLimitTests {
  /// `count` steps, one every `spacing` milliseconds from 0, cycling through the actions.
  private func script(steps count: Int, spacing: Int) -> String {
    let actions = ["tap text-field", "rotate landscape-left", "rotate portrait", "tap background"]
    return (0..<count).map { index in
      let time = index * spacing
      let fraction = String(time % 1000)
      let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
      return "at \(time / 1000).\(padded) \(actions[index % actions.count])\n"
    }.joined()
  }

  private func parse(_ text: String) throws(ScenarioError) -> Scenario {
    try ScenarioParser(fileName: "soak.txt").parse(text, name: "soak.txt")
  }

  @Test func theMostStepsAreAccepted() throws {
    let scenario = try parse(script(steps: ScenarioParser.mostSteps, spacing: 350))
    #expect(ScenarioParser.mostSteps == 10_000)
    #expect(scenario.steps.count == 10_000)
    #expect(scenario.steps.last?.time == 3499.65)
  }

  @Test func oneStepMoreIsRefusedAtThatStep() {
    #expect(
      throws: ScenarioError(
        file: "soak.txt", line: 10_001, column: 1,
        message: "too many steps; a scenario may have at most 10000")
    ) {
      try parse(script(steps: ScenarioParser.mostSteps + 1, spacing: 350))
    }
  }

  @Test func anHourIsAcceptedAndAMillisecondMoreIsNot() throws {
    let scenario = try parse("at 0 tap text-field\nat 3600 tap background\n")
    #expect(scenario.steps.last?.time == 3600)
    #expect(
      throws: ScenarioError(
        file: "soak.txt", line: 2, column: 4,
        message: "time 3600.001 is past the end; a scenario may last at most 3600 seconds")
    ) {
      try parse("at 0 tap text-field\nat 3600.001 tap background\n")
    }
  }

  @Test func theMostStepsOfTheLongestLinesFitInTheLargestFile() {
    let longest = "at 3599.999 rotate portrait-upside-down\n"
    #expect(ScenarioParser.mostSteps * longest.utf8.count < ScenarioFile.largestSize / 2)
  }
}
