extension CGRect {
  /// The rectangle less `insets` on each side, as UIKit's `inset(by:)` [A].
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }
}
