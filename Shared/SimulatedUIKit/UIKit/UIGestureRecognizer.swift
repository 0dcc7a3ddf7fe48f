/// UIKit's `UIGestureRecognizer`: the base of the recognizers, with its targets and actions, and
/// the flags keyboard code sets [A].
///
/// A scenario's `tap background` is the only touch the lab makes: it fires the enabled
/// `UITapGestureRecognizer`s on the root view, in the order they were added (the running system
/// calls `recognize(recorder:)`). Other recognizers are accepted and never fire [M].
open class UIGestureRecognizer {
  /// Where a recognizer is in recognizing a gesture [A]; only the states a tap passes through are
  /// used.
  public enum State: Int, Sendable {
    /// No gesture recognized yet (the default).
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended: a discrete gesture (a tap) was recognized [A].
    case ended
    /// The gesture was cancelled.
    case cancelled
    /// The gesture failed.
    case failed
  }

  /// The actions a recognized gesture calls, each with the name the timeline prints.
  private var actions: [(name: String, fire: () -> Void)] = []
  /// The view the recognizer is attached to [A]; unowned, and cleared by the view's `deinit`
  /// (`UIView.superview` says why).
  public internal(set) unowned var view: UIView?
  /// Whether the recognizer reacts to touches (default `true`) [A].
  public var isEnabled = true
  /// Whether a recognized gesture cancels the touches the view would have had (default `true`)
  /// [A]; the lab's views handle no touches, so it changes nothing here.
  public var cancelsTouchesInView = true
  /// Where the recognizer is in recognizing its gesture [A].
  public internal(set) var state = State.possible

  /// A recognizer that calls `action` on `target`, which it holds weakly, with itself as the
  /// argument when the action takes one [A]; with no target or action, one to add later.
  public init(target: Any?, action: Selector?) {
    if let target, let action { addTarget(target, action: action) }
  }

  /// Adds `action` on `target` to what a recognized gesture calls [A].
  public func addTarget(_ target: Any, action: Selector) {
    let target = target as AnyObject
    actions.append(
      (
        action.name,
        { [weak self, weak target] in
          if let self, let target { action.perform(on: target, with: self) }
        }
      ))
  }

  /// Recognizes the gesture when enabled: the state becomes `.ended`, and each action is recorded
  /// as a call into the controller and made [A: a discrete gesture's actions are sent once, when
  /// it is recognized].
  package func recognize(recorder: TimelineRecorder) {
    guard isEnabled else { return }
    state = .ended
    for action in actions {
      recorder.call(action.name, action.fire)
    }
    state = .possible
  }
}
