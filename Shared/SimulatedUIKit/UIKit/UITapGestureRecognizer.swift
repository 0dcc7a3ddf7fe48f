/// Calls its target's action when the view it is attached to is tapped [A].
public final class UITapGestureRecognizer {
  private let actionName: String
  private let fire: () -> Void

  /// Creates a recognizer that calls `action` on `target`, which it holds weakly.
  public init<Target: AnyObject>(target: Target, action: Selector<Target>) {
    actionName = action.name
    fire = { [weak target] in
      if let target { action.perform(target, nil) }
    }
  }

  /// The tap: records the action as a call into the controller, and makes it.
  func recognize(recorder: TimelineRecorder) {
    recorder.call(actionName, fire)
  }
}
