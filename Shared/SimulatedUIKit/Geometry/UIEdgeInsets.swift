/// Distances inward from a rectangle's four edges, as UIKit's `UIEdgeInsets` [A].
public struct UIEdgeInsets: Equatable, Codable, Sendable {
  /// Inset from the top edge.
  public var top: CGFloat
  /// Inset from the left edge.
  public var left: CGFloat
  /// Inset from the bottom edge.
  public var bottom: CGFloat
  /// Inset from the right edge.
  public var right: CGFloat

  /// Insets of the given sizes, in points.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge (`UIEdgeInsetsZero`).
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The insets as an animated value's four lanes: top, left, bottom, right.
  var vector: SIMD4<Double> {
    SIMD4(Double(top), Double(left), Double(bottom), Double(right))
  }

  /// Builds insets from an animated value's four lanes.
  package init(_ vector: SIMD4<Double>) {
    self.init(top: vector[0], left: vector[1], bottom: vector[2], right: vector[3])
  }
}

/// `UIEdgeInsetsMake(top, left, bottom, right)`, the function Objective-C and Swift 3 spell [A].
public func UIEdgeInsetsMake(
  _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
) -> UIEdgeInsets {
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
