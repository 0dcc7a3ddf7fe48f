/// The guide `UIScrollView.frameLayoutGuide` returns: the scroll view's bounds, in its own
/// coordinates, so its frame's size at the content offset [A]. UIKit's type is
/// `UILayoutGuide`; this subclass only computes the frame.
final class ScrollViewFrameLayoutGuide: UILayoutGuide {
  override var systemFrame: CGRect? {
    owningView?.bounds
  }
}
