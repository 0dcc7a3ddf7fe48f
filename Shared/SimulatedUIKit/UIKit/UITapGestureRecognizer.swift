/// Calls its target's action when the view it is attached to is tapped [A].
public final class UITapGestureRecognizer {
  private let actionName: String
  private let fire: (UITapGestureRecognizer) -> Void

  /// Creates a recognizer that calls `action` on `target`, which it holds weakly, with itself as
  /// the argument when the action takes one [A].
  public init(target: Any?, action: Selector?) {
    actionName = action?.name ?? ""
    let target = target.map { $0 as AnyObject }
    fire = { [weak target] recognizer in
      if let target, let action { action.perform(on: target, with: recognizer) }
    }
  }

  /// The tap: records the action as a call into the controller, and makes it.
  func recognize(recorder: TimelineRecorder) {
    recorder.call(actionName) { fire(self) }
  }
}
