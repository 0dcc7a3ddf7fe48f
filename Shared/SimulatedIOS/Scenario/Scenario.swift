/// A run to perform: timed actions, and optionally the device and iOS version to perform them on.
public struct Scenario: Equatable, Codable, Sendable {
  /// The built-in name, or the file's name.
  public var name: String
  /// The file's first comment: one line that says what the scenario shows.
  public var summary: String
  /// The device the file names with `device`; `nil` leaves it to the command line or the
  /// variant's default.
  public var device: Device?
  /// The iOS release the file names with `ios` (`8`, `8.3`); `nil` leaves it to the command line
  /// or the variant's default.
  public var release: IOSRelease?
  /// The timed actions, in the order of their times.
  public var steps: [ScenarioStep]

  /// Creates a scenario; each parameter is the property of the same name.
  public init(
    name: String, summary: String, device: Device? = nil, release: IOSRelease? = nil,
    steps: [ScenarioStep]
  ) {
    self.name = name
    self.summary = summary
    self.device = device
    self.release = release
    self.steps = steps
  }
}
