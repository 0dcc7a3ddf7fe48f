/// A view's or a layout guide's width or height: UIKit's `NSLayoutDimension` [A].
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint, not yet active, that makes this size `c` [A].
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, nil, multiplier: 1, constant: c)
  }

  /// A constraint, not yet active, that keeps this size at least `c` [A].
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// A constraint, not yet active, that keeps this size at most `c` [A].
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// A constraint, not yet active, that makes this size `anchor` × `m` + `c` [A].
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: m, constant: c)
  }

  /// A constraint, not yet active, that keeps this size at least `anchor` × `m` + `c` [A].
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// A constraint, not yet active, that keeps this size at most `anchor` × `m` + `c` [A].
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
