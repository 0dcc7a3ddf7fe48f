/// A view's anchors (`LayoutAnchorProviding`) [A].
extension UIView: LayoutAnchorProviding {
  /// A value UIKit's `intrinsicContentSize` uses for "no size of its own" on an axis [A].
  public static let noIntrinsicMetric: CGFloat = -1
}
