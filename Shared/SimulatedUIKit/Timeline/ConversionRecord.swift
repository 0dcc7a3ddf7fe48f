/// `convert(_:from:)` that moved a rectangle.
public struct ConversionRecord: Equatable, Codable, Sendable {
  /// The rectangle given, `[x, y, width, height]` in the coordinates it was converted from
  /// (the screen's when no view was given), in points.
  public var from: [Double]
  /// The rectangle returned, `[x, y, width, height]` in the converting view's coordinates.
  public var to: [Double]

  /// Records a conversion of `from` that returned `to`.
  public init(from: [Double], to: [Double]) {
    self.from = from
    self.to = to
  }
}
