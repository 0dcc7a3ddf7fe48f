/// Core Graphics' `CGSize`: a width and a height, as the ports use them.
///
/// Shared's own, so that the executables need only `FoundationEssentials` (where Core Graphics'
/// geometry is not), with the fields and equality of Foundation's on Linux.
public struct CGSize: Equatable, Sendable {
  /// The width; negative in a size that grows leftwards.
  public var width: CGFloat
  /// The height; negative in a size that grows upwards.
  public var height: CGFloat

  /// The size `width` × `height`.
  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }

  /// No size: `0 × 0`.
  public static let zero = CGSize(width: 0, height: 0)
}
