/// A view's or a layout guide's horizontal edge or vertical center: UIKit's
/// `NSLayoutYAxisAnchor` [A].
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A constraint, not yet active, that puts this edge the standard spacing times `multiplier`
  /// below `anchor` [A]; the standard spacing is 8 pt (`NSLayoutXAxisAnchor.systemSpacing`) [M].
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(
      .equal, anchor, multiplier: 1, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
  }
}
