/// Calls its targets' actions when the view it is attached to is tapped [A].
public final class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps make the gesture (default 1) [A]; a scenario's tap is one.
  public var numberOfTapsRequired = 1
}
