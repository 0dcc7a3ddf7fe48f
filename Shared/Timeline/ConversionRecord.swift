/// `convert(_:from:)` that moved a rectangle.
nonisolated public struct ConversionRecord: Equatable, Codable, Sendable {
  public var from: [Double]
  public var to: [Double]

  public init(from: [Double], to: [Double]) {
    self.from = from
    self.to = to
  }
}
