/// A run to perform: timed actions, and optionally the device and iOS version to perform them on.
nonisolated public struct Scenario: Equatable, Sendable {
  /// The built-in name, or the file's name.
  public var name: String
  /// The file's first comment: one line that says what the scenario shows.
  public var summary: String
  /// The device the file names with `device`; `nil` leaves it to the command line or the
  /// variant's default.
  public var device: Device?
  /// The major iOS version the file names with `ios`; `nil` leaves it to the command line or the
  /// variant's default.
  public var os: Int?
  /// The point release of the file's `ios` line (`3` for `ios 8.3`); 0 for a whole version.
  public var osMinor: Int
  /// The timed actions, in the order of their times.
  public var steps: [ScenarioStep]

  /// Creates a scenario; each parameter is the property of the same name.
  public init(
    name: String, summary: String, device: Device? = nil, os: Int? = nil, osMinor: Int = 0,
    steps: [ScenarioStep]
  ) {
    self.name = name
    self.summary = summary
    self.device = device
    self.os = os
    self.osMinor = osMinor
    self.steps = steps
  }
}
