extension UIView {
  /// The view's layout margins with leading and trailing edges (iOS 11) [A]: `layoutMargins`
  /// read and written through them, leading as left and trailing as right, since the lab lays out
  /// left to right only [M].
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      NSDirectionalEdgeInsets(
        top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
        trailing: layoutMargins.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
        right: newValue.trailing)
    }
  }
}
