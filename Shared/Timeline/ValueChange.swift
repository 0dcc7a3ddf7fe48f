/// A value that changed at once.
nonisolated public struct ValueChange: Equatable, Codable, Sendable {
  public var name: String
  public var from: [Double]
  public var to: [Double]

  public init(name: String, from: [Double], to: [Double]) {
    self.name = name
    self.from = from
    self.to = to
  }
}
