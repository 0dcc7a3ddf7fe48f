import SimulatedUIKit

/// The finger of `interactive-dismiss`, as the app's pan recognizers see it.
extension Simulation {
  /// Begins the drag of the finger that pulls the keyboard `distance` points down: the finger
  /// touches the middle of the first scroll view in the root view (depth first) that dismisses
  /// the keyboard interactively [M: the scenario names no point]; the scroll view's delegate is
  /// told the drag begins, and every enabled pan recognizer on that scroll view whose delegate
  /// lets it begins [A]. Returns what ends the drag as the finger lifts: the pans' `.changed` and
  /// `.ended`, and the delegate told the drag ended.
  func beginDismissingDrag(down distance: Double) -> () -> Void {
    guard let scrollView = Self.firstInteractivelyDismissing(in: rootView) else { return {} }
    let delegate = scrollView.delegate
    (scrollView.isTracking, scrollView.isDragging) = (true, true)
    if let delegate {
      recorder.call("scrollViewWillBeginDragging(_:)") {
        delegate.scrollViewWillBeginDragging(scrollView)
      }
    }
    let bounds = scrollView.bounds
    let touch = UITouch(
      view: scrollView, at: CGPoint(x: bounds.midX, y: bounds.midY), phase: .began)
    let pans = (scrollView.gestureRecognizers ?? []).compactMap { $0 as? UIPanGestureRecognizer }
      .filter {
        $0.drag(touch, down: distance, over: Self.interactiveDragDuration, recorder: recorder)
      }
    return { [self] in
      for pan in pans { pan.finishDrag(recorder: recorder) }
      if let delegate {
        recorder.call("scrollViewDidEndDragging(_:willDecelerate:)") {
          delegate.scrollViewDidEndDragging(scrollView, willDecelerate: false)
        }
      }
      (scrollView.isTracking, scrollView.isDragging) = (false, false)
    }
  }

  /// The first scroll view in `view`, depth first, whose `keyboardDismissMode` is interactive and
  /// that the user may scroll (`isScrollEnabled`).
  private static func firstInteractivelyDismissing(in view: UIView) -> UIScrollView? {
    for subview in view.subviews {
      if let scrollView = subview as? UIScrollView, scrollView.keyboardDismissMode == .interactive,
        scrollView.isScrollEnabled
      {
        return scrollView
      }
      if let found = firstInteractivelyDismissing(in: subview) { return found }
    }
    return nil
  }
}
