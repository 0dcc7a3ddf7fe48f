extension NSLayoutYAxisAnchor {
  /// A constraint keeping this anchor at least `multiplier` times the system spacing (8 pt)
  /// below `anchor` (iOS 11) [A]; the spacing does not follow the text size [M].
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(
      .greaterThanOrEqual, anchor, multiplier: 1,
      constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
  }

  /// A constraint keeping this anchor at most `multiplier` times the system spacing (8 pt)
  /// below `anchor` (iOS 11) [A].
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(
      .lessThanOrEqual, anchor, multiplier: 1,
      constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
  }
}

extension NSLayoutXAxisAnchor {
  /// A constraint keeping this anchor at least `multiplier` times the system spacing (8 pt)
  /// after `anchor` (iOS 11) [A].
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(
      .greaterThanOrEqual, anchor, multiplier: 1,
      constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
  }

  /// A constraint keeping this anchor at most `multiplier` times the system spacing (8 pt)
  /// after `anchor` (iOS 11) [A].
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(
      .lessThanOrEqual, anchor, multiplier: 1,
      constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
  }
}
