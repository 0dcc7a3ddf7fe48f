/// One timed action of a scenario.
nonisolated public struct ScenarioStep: Equatable, Sendable {
  /// Virtual seconds from the start of the run.
  public var time: Double
  public var action: ScenarioAction

  public init(time: Double, action: ScenarioAction) {
    self.time = time
    self.action = action
  }

  /// The step as a scenario file spells it: `at 1 rotate landscape-left`.
  public var scriptText: String {
    "at \(NumberFormat.seconds(time)) \(action.scriptText)"
  }
}
