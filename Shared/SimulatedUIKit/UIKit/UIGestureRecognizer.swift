/// UIKit's `UIGestureRecognizer`: the base of the recognizers, with its targets and actions, and
/// the flags keyboard code sets [A].
///
/// A scenario's `tap background` fires the enabled `UITapGestureRecognizer`s on the root view, in
/// the order they were added, and `interactive-dismiss` the pan recognizers on the scroll view it
/// drags (the running system calls `recognize(_:recorder:)`); each asks its `delegate` first.
/// Other recognizers are accepted and never fire [M].
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
  /// Whether the view's touches wait until the gesture fails (default `false`) [A]; the lab's
  /// views handle no touches, so it changes nothing here.
  public var delaysTouchesBegan = false
  /// Whether the view's touch ends wait until the gesture fails (default `true`) [A]; as
  /// `delaysTouchesBegan`.
  public var delaysTouchesEnded = true
  /// Where the recognizer is in recognizing its gesture [A].
  public internal(set) var state = State.possible
  /// What the recognizer asks before it acts, held weakly [A].
  public weak var delegate: UIGestureRecognizerDelegate?
  /// The touch of the gesture under way; let go once the gesture ends, as it holds its view.
  var touch: UITouch?

  /// A recognizer that calls `action` on `target`, which it holds weakly, with itself as the
  /// argument when the action takes one [A]; with no target or action (`UITapGestureRecognizer()`),
  /// one to add later with `addTarget(_:action:)`.
  public init(target: Any? = nil, action: Selector? = nil) {
    if let target, let action { addTarget(target, action: action) }
  }

  /// Where the gesture is, in `view`'s coordinates (the window's when `nil`): its touch's location
  /// [A]; outside a gesture, the origin [M].
  public func location(in view: UIView?) -> CGPoint {
    touch?.location(in: view) ?? .zero
  }

  /// Where touch `index` of the gesture is in `view`: the lab's gestures have one touch [A].
  public func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
    location(in: view)
  }

  /// How many touches the gesture has: 1 while one is under way, else 0 [A].
  public var numberOfTouches: Int { touch == nil ? 0 : 1 }

  /// Adds `action` on `target` to what a recognized gesture calls [A].
  public func addTarget(_ target: Any, action: Selector) {
    let target = objectReference(target)
    actions.append(
      (
        action.name,
        { [weak self, weak target] in
          if let self, let target { action.perform(on: target, with: self) }
        }
      ))
  }

  /// Recognizes a discrete gesture (a tap) made by `touch` when enabled and the delegate lets it
  /// take the touch and begin: the state becomes `.ended`, and each action is recorded as a call
  /// into the controller and made [A: a discrete gesture's actions are sent once, when it is
  /// recognized; the delegate is asked first]; says whether it fired.
  @discardableResult
  package func recognize(_ touch: UITouch, recorder: TimelineRecorder) -> Bool {
    guard begins(with: touch, recorder: recorder) else { return false }
    send(.ended, recorder: recorder)
    state = .possible
    return true
  }

  /// Whether the recognizer, enabled, takes `touch` and begins, as its delegate answers: each
  /// question asked is recorded as a call [A]. A recognizer that may not begin has `.failed`
  /// [A], and is ready again for the next touch.
  package func begins(with touch: UITouch, recorder: TimelineRecorder) -> Bool {
    guard isEnabled else { return false }
    self.touch = touch
    if let delegate {
      let receives = recorder.call("gestureRecognizer(_:shouldReceive:)", describing: { "\($0)" }) {
        delegate.gestureRecognizer(self, shouldReceive: touch)
      }
      guard receives else {
        self.touch = nil
        return false
      }
      let begins = recorder.call("gestureRecognizerShouldBegin(_:)", describing: { "\($0)" }) {
        delegate.gestureRecognizerShouldBegin(self)
      }
      guard begins else {
        state = .failed
        state = .possible
        self.touch = nil
        return false
      }
    }
    return true
  }

  /// Moves to `state` and sends the actions, each recorded as a call into the controller [A: a
  /// continuous gesture's actions are sent at every change of state]; an ended or cancelled
  /// gesture lets its touch go.
  package func send(_ state: State, recorder: TimelineRecorder) {
    self.state = state
    for action in actions {
      recorder.call(action.name, action.fire)
    }
    if state == .ended || state == .cancelled { touch = nil }
  }
}
