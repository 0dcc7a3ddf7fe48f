/// A run to perform: timed actions, and optionally the device and iOS version to perform them on.
nonisolated public struct Scenario: Equatable, Sendable {
  /// The built-in name, or the file's name.
  public var name: String
  /// The file's first comment: one line that says what the scenario shows.
  public var summary: String
  public var device: Device?
  public var os: Int?
  public var steps: [ScenarioStep]

  public init(name: String, summary: String, device: Device? = nil, os: Int? = nil, steps: [ScenarioStep]) {
    self.name = name
    self.summary = summary
    self.device = device
    self.os = os
    self.steps = steps
  }
}
