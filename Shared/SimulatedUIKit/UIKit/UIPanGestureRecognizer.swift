/// Recognizes a drag across the view it is attached to [A]. The scenario's `interactive-dismiss`
/// drags a finger down a scroll view that dismisses the keyboard interactively, and a pan
/// recognizer on that scroll view sees it: `.began` where the finger starts, `.changed` once it
/// has dragged the keyboard off the screen, `.ended` as it lifts; its translation and velocity
/// are the finger's [M: UIKit sends `.changed` at every move of the finger; the lab's drag is one
/// steady move, reported once]. Other pans are accepted and never fire: no other scenario action
/// drags a finger over a view [M].
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// How far the finger has moved since the pan began (or since `setTranslation`), in the
  /// window's coordinates.
  private var translationInWindow = CGPoint.zero
  /// How fast the finger moves, in points per second, in the window's coordinates.
  private var velocityInWindow = CGPoint.zero
  /// The fewest fingers that make the pan (default 1) [A].
  public var minimumNumberOfTouches = 1
  /// The most fingers that make the pan (default unlimited) [A].
  public var maximumNumberOfTouches = Int.max

  /// How far the finger has moved in `view`'s coordinates since the pan began [A]; the lab's views
  /// are not rotated or scaled, so the same in every view [M].
  public func translation(in view: UIView?) -> CGPoint {
    translationInWindow
  }

  /// Makes the translation so far `translation`, as if the pan had begun there [A].
  public func setTranslation(_ translation: CGPoint, in view: UIView?) {
    translationInWindow = translation
  }

  /// How fast the finger moves in `view`'s coordinates, in points per second [A]; as
  /// `translation(in:)`, the same in every view [M].
  public func velocity(in view: UIView?) -> CGPoint {
    velocityInWindow
  }

  /// Plays a finger that touches `touch`'s view and drags `distance` points down over `duration`
  /// seconds, then lifts: `.began`, `.changed` and `.ended`, each sending the actions, when the
  /// delegate lets the pan begin [A: a continuous gesture's states]. Returns whether it began.
  package func drag(
    _ touch: UITouch, down distance: Double, over duration: Double, recorder: TimelineRecorder
  ) -> Bool {
    guard begins(with: touch, recorder: recorder) else { return false }
    translationInWindow = .zero
    velocityInWindow = CGPoint(x: 0, y: distance / duration)
    send(.began, recorder: recorder)
    translationInWindow = CGPoint(x: 0, y: distance)
    return true
  }

  /// Sends `.changed` with the drag's whole translation and the finger moved by it, then
  /// `.ended`, the finger lifted.
  package func finishDrag(recorder: TimelineRecorder) {
    touch?.point.y += translationInWindow.y
    send(.changed, recorder: recorder)
    velocityInWindow = .zero
    send(.ended, recorder: recorder)
    state = .possible
  }
}
