/// A constraint's new constant.
nonisolated public struct ConstraintChange: Equatable, Codable, Sendable {
  public var name: String
  public var constant: Double

  public init(name: String, constant: Double) {
    self.name = name
    self.constant = constant
  }
}
