/// A view's or a layout guide's vertical edge or horizontal center: UIKit's
/// `NSLayoutXAxisAnchor` [A].
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A constraint, not yet active, that puts this edge the standard spacing times `multiplier`
  /// after `anchor` [A]; the standard spacing is 8 pt [M: the spacing Interface Builder shows].
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(
      .equal, anchor, multiplier: 1, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
  }

  /// The standard spacing between two edges [M].
  static let systemSpacing: CGFloat = 8
}
