/// A view's or a layout guide's horizontal edge, for making constraints: UIKit's
/// `NSLayoutYAxisAnchor` [A], equality only.
public final class NSLayoutYAxisAnchor {
  /// The view or layout guide the edge belongs to.
  let item: AnyObject
  /// Which edge.
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// A constraint, not yet active, that puts this edge `c` points below `anchor` [A].
  public func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(
      item: item, attribute: attribute, toItem: anchor.item, attribute: anchor.attribute,
      constant: c, timelineName: nil)
  }
}
