/// Where a property animator is in its life, with UIKit's raw values [A].
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished: its animations can be changed.
  case inactive = 0
  /// Started (or started and waiting out its delay).
  case active = 1
  /// Stopped without finishing: waiting for `finishAnimation(at:)`.
  case stopped = 2
}
