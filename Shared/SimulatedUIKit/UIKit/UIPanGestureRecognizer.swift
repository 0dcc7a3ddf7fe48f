/// Recognizes a drag across the view it is attached to [A]: accepted, so that a controller that
/// pans (an interactive dismissal of its own) compiles, and never fires: no scenario action drags
/// a finger over a view [M]. The keyboard's own interactive dismissal is the scroll view's
/// `keyboardDismissMode`, played by `interactive-dismiss`.
public final class UIPanGestureRecognizer: UIGestureRecognizer {
  /// How far the finger has moved in `view`'s coordinates since the pan began: zero here, no pan
  /// ever begins [M].
  public func translation(in view: UIView?) -> CGPoint {
    .zero
  }
}
