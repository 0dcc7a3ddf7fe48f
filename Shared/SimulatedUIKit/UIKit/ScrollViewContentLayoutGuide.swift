/// The guide `UIScrollView.contentLayoutGuide` returns: placed by constraints, as an app's guide
/// is, but fixed at the content's origin, and, where the constraints leave its size open, as
/// large as `contentSize` [A]. UIKit's type is `UILayoutGuide`; this subclass only tells the
/// solver so.
final class ScrollViewContentLayoutGuide: UILayoutGuide {
  /// The content's rectangle as the app last set it: the origin, `contentSize`.
  var contentRect: CGRect {
    CGRect(origin: .zero, size: (owningView as? UIScrollView)?.contentSize ?? .zero)
  }
}
