/// Core Graphics' `CGPoint`: a position, as the ports use it.
///
/// Shared's own, so that the executables need only `FoundationEssentials` (where Core Graphics'
/// geometry is not), with the fields and equality of Foundation's on Linux.
public struct CGPoint: Equatable, Sendable {
  /// The horizontal coordinate.
  public var x: CGFloat
  /// The vertical coordinate.
  public var y: CGFloat

  /// The point at `(x, y)`.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = CGPoint(x: 0, y: 0)
}
