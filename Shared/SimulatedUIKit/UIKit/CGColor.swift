/// A colour as Core Graphics keeps it, for the layer's colours (`CALayer.borderColor`): UIKit's
/// `UIColor.cgColor` [A]. The lab keeps the `UIColor` it came from; nothing draws it.
public final class CGColor: Equatable, Sendable {
  /// The colour it stands for; `UIColor(cgColor:)` gives it back.
  let color: UIColor

  init(_ color: UIColor) {
    self.color = color
  }

  /// The red, green, blue and alpha components, 0 to 1 [A].
  public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha] }
  /// The opacity, 0 to 1 [A].
  public var alpha: CGFloat { color.alpha }

  /// Whether the two have the same components [A: `CGColorEqualToColor`].
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.color == rhs.color
  }
}
