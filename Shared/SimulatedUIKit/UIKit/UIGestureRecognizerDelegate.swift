/// What a recognizer asks its `delegate` before it acts [A]: whether to begin, whether to take a
/// touch, and whether it may recognize at the same time as another recognizer. Every method is
/// optional, as in UIKit, where they are Objective-C optional methods: the extension below gives
/// each UIKit's default answer (`true`, `true`, `false`, `false`, `false`) [A].
///
/// The lab asks `gestureRecognizerShouldBegin(_:)` and `gestureRecognizer(_:shouldReceive:)` before
/// a recognizer fires (a scenario's `tap background`, a pan during `interactive-dismiss`); no two
/// recognizers of the lab compete for one touch, so the simultaneity and failure questions are
/// never asked [M].
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Whether `gestureRecognizer` may leave `.possible` and begin (default `true`) [A].
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether `gestureRecognizer` sees `touch` (default `true`) [A].
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  /// Whether `gestureRecognizer` and `otherGestureRecognizer` may recognize at once (default
  /// `false`) [A].
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail (default `false`) [A].
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail (default `false`)
  /// [A].
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    true
  }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }
}
