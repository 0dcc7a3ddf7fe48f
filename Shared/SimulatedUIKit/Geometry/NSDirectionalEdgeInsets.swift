/// Distances inward from a rectangle's four edges, with leading and trailing in place of left and
/// right: UIKit's `NSDirectionalEdgeInsets` (iOS 11) [A]. The lab lays out left to right only, so
/// leading is left and trailing is right [M].
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  /// Inset from the top edge.
  public var top: CGFloat
  /// Inset from the leading edge.
  public var leading: CGFloat
  /// Inset from the bottom edge.
  public var bottom: CGFloat
  /// Inset from the trailing edge.
  public var trailing: CGFloat

  /// Insets of the given sizes, in points [A].
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset on any edge [A].
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
