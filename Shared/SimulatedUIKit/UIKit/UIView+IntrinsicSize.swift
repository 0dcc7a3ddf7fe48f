extension UIView {
  /// How much the view resists growing past its intrinsic size along `axis` (250 by default) [A].
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    contentPriorities.hugging(axis)
  }

  /// Sets how much the view resists growing past its intrinsic size along `axis` [A]; it applies
  /// at the next layout.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    switch axis {
    case .horizontal: contentPriorities.horizontalHugging = priority
    case .vertical: contentPriorities.verticalHugging = priority
    }
    superview?.setNeedsLayout()
  }

  /// How much the view resists shrinking below its intrinsic size along `axis` (750 by default)
  /// [A].
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    contentPriorities.compression(axis)
  }

  /// Sets how much the view resists shrinking below its intrinsic size along `axis` [A]; it
  /// applies at the next layout.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    switch axis {
    case .horizontal: contentPriorities.horizontalCompression = priority
    case .vertical: contentPriorities.verticalCompression = priority
    }
    superview?.setNeedsLayout()
  }
}
