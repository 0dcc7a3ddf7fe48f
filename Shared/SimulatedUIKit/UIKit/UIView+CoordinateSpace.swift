/// A view is a coordinate space [A: `UIView` conforms to `UICoordinateSpace`]: a window too, so
/// code that keeps "the space the keyboard's frame is in" may hold the key window or the screen's
/// space alike.
extension UIView: UICoordinateSpace {
  /// Maps `rect` from this view's coordinates to the screen's.
  public func screenRect(from rect: CGRect) -> CGRect {
    convertToScreen(rect)
  }

  /// Maps `rect` from the screen's coordinates to this view's.
  public func rect(fromScreen rect: CGRect) -> CGRect {
    convertFromScreen(rect)
  }
}
