/// Where a touch lands and what hears it: hit-testing, and the scenario's taps delivered as
/// touches to the view they land on (`UIResponder.touchesBegan(_:with:)` and its kin).
extension UIView {
  /// UIKit's hit-test [A]: `nil` when the view is hidden, takes no touches, is almost transparent
  /// (alpha below 0.01) or `point` is not inside it; else the frontmost subview's answer for the
  /// point, else the view itself. The point is carried into each subview's coordinates as
  /// `convert(_:to:)` would, without a conversion in the timeline.
  func hitTestingSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
    else { return nil }
    let onScreen = convertToScreen(CGRect(origin: point, size: .zero))
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convertFromScreen(onScreen).origin, with: event) {
        return hit
      }
    }
    return self
  }

  /// Plays a finger tapping this view at `point`, in its coordinates [A]: the view the point
  /// hit-tests to (this view when none takes it) hears `touchesBegan(_:with:)`; this view's
  /// enabled tap recognizers see the touch, with their delegates asked (`recorder` records the
  /// calls), and fire; then the hit view hears `touchesCancelled(_:with:)` if a recognizer that
  /// fired cancels touches in its view (`cancelsTouchesInView`, the default), else
  /// `touchesEnded(_:with:)` [A]. A view that does not override them passes them up the responder
  /// chain to its controller [A]. The event is `nil`: the lab makes none [M].
  package func tap(at point: CGPoint, recorder: TimelineRecorder) {
    let hit = hitTest(point, with: nil) ?? self
    let inHit = hit.convertFromScreen(convertToScreen(CGRect(origin: point, size: .zero))).origin
    hit.touchesBegan([UITouch(view: hit, at: inHit, phase: .began)], with: nil)
    let touch = UITouch(view: self, at: point, phase: .ended)
    var cancelled = false
    for recognizer in gestureRecognizers ?? [] where recognizer is UITapGestureRecognizer {
      if recognizer.recognize(touch, recorder: recorder), recognizer.cancelsTouchesInView {
        cancelled = true
      }
    }
    if cancelled {
      hit.touchesCancelled([UITouch(view: hit, at: inHit, phase: .cancelled)], with: nil)
    } else {
      hit.touchesEnded([UITouch(view: hit, at: inHit, phase: .ended)], with: nil)
    }
  }
}
