import SimulatedUIKit

/// One timed action of a scenario.
public struct ScenarioStep: Equatable, Codable, Sendable {
  /// Virtual seconds from the start of the run.
  public var time: Double
  /// What the user does.
  public var action: ScenarioAction

  /// Creates the step that performs `action` at `time` (virtual seconds).
  public init(time: Double, action: ScenarioAction) {
    self.time = time
    self.action = action
  }

  /// The step as a scenario file spells it: `at 1 rotate landscape-left`.
  public var scriptText: String {
    "at \(NumberFormat.seconds(time)) \(action.scriptText)"
  }
}
