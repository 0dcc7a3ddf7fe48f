/// What was run: the header of every timeline.
nonisolated public struct RunHeader: Equatable, Codable, Sendable {
  /// A variant's own switch (`iOS 5 workaround`) and whether it was on.
  public struct Switch: Equatable, Codable, Sendable {
    public var name: String
    public var isOn: Bool

    public init(name: String, isOn: Bool) {
      self.name = name
      self.isOn = isOn
    }
  }

  public var variant: String
  public var device: String
  public var os: Int
  public var scenario: String
  /// The scenario's steps as its file spells them (`at 1.000 rotate landscape-left`).
  public var steps: [String]
  public var switches: [Switch]
  /// Set when the run is below the original's deployment target: a what-if.
  public var deploymentNote: String?
}
