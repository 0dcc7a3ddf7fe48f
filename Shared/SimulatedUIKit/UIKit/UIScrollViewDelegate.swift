/// What a scroll view tells its `delegate` [A]. Every method is optional, as in UIKit, where they
/// are Objective-C optional methods: the extension below gives each an empty body.
///
/// The lab tells `scrollViewDidScroll(_:)` when the content offset changes (once for each change,
/// where UIKit tells it at every frame of an animated scroll [M]), and the drag's two when
/// `interactive-dismiss`'s finger drags the scroll view that dismisses the keyboard.
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// The content offset changed [A].
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A finger began to drag the content [A].
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger lifted; `decelerate` says whether the content goes on moving (never here: the
  /// lab's finger stops before it lifts [M]) [A].
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The content stopped after a drag [A].
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated `setContentOffset` or `scrollRectToVisible` ended [A].
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// `adjustedContentInset` changed (iOS 11) [A].
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
