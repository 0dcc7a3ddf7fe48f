/// A controller flag that changed.
nonisolated public struct StateChange: Equatable, Codable, Sendable {
  public var name: String
  public var value: Bool

  public init(name: String, value: Bool) {
    self.name = name
    self.value = value
  }
}
