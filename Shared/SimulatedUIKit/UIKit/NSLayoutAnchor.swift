/// One attribute of a view or a layout guide, for making constraints: UIKit's `NSLayoutAnchor`
/// [A]. `AnchorType` keeps an edge to edges of the same axis and a size to sizes, as UIKit's
/// generic does.
public class NSLayoutAnchor<AnchorType: AnyObject> {
  /// The view or layout guide the attribute belongs to.
  let item: AnyObject
  /// Which attribute.
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// A constraint, not yet active, that puts this attribute `c` points past `anchor` [A].
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: 1, constant: c)
  }

  /// A constraint, not yet active, that keeps this attribute at least `c` points past `anchor`
  /// [A].
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// A constraint, not yet active, that keeps this attribute at most `c` points past `anchor`
  /// [A].
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// `self relation anchor × multiplier + c`, not yet active.
  func constraint(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: c,
      timelineName: nil)
  }
}
