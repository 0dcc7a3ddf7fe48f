/// UIKit's `UIViewPropertyAnimator` (iOS 10) on the lab's animation engine [A]: its animation
/// blocks run as one `UIView.animate` block would, with the animator's duration and curve, and
/// the timeline shows their changes as `animate` lines noted `property animator`.
///
/// The animations run when the animator starts (the model values change then), after its delay
/// on screen; blocks added while it runs begin at once and take the time left [A]. When they end
/// the completions run with `.end` and the state goes back to `.inactive` [A]. `stopAnimation(_:)`
/// leaves the values where they are on screen [A]. Pausing, scrubbing (`fractionComplete`) and
/// reversing are not modelled: no scenario drags a finger [M].
///
/// The curve is `UIViewAnimationCurve`, whose raw value 7 (the keyboard's) gives the keyboard's
/// spring, as `UIView.AnimationOptions(rawValue: 7 << 16)` does [S: `docs/behaviour-model.md` §5].
public final class UIViewPropertyAnimator {
  /// How long the animations run, in seconds [A].
  public let duration: Double
  /// The timing curve.
  let curve: TimingCurve
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The block the animations ran in, once started.
  private var block: AnimationBlock?
  /// The values `stopAnimation(_:)` stopped, for `finishAnimation(at:)`.
  private var stopped: [AnimationEngine.StoppedAnimation] = []
  /// When the animations end on the virtual clock, once started.
  private var end: VirtualTime?
  /// Counts starts and stops, so that a completion scheduled for a run that was stopped does
  /// nothing.
  private var generation = 0
  /// Where the animator is in its life [A].
  public private(set) var state = UIViewAnimatingState.inactive
  /// Whether the animations are running (started, not stopped nor finished) [A].
  public private(set) var isRunning = false

  /// An animator with one of UIKit's named curves, or the keyboard's (7) [A].
  public init(
    duration: Double, curve: UIViewAnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    self.curve = TimingCurve(animationCurve: curve.rawValue)
    if let animations { self.animations.append(animations) }
  }

  /// An animator whose curve is a spring of `ratio` that settles within `duration` [A].
  public init(duration: Double, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.duration = duration
    curve = .spring(dampingRatio: Double(ratio))
    if let animations { self.animations.append(animations) }
  }

  /// An animator whose curve is the cubic Bézier through `point1` and `point2` [A].
  public init(
    duration: Double, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    curve = .cubicBezier(
      x1: Double(point1.x), y1: Double(point1.y), x2: Double(point2.x), y2: Double(point2.y))
    if let animations { self.animations.append(animations) }
  }

  /// An animator already started, as `UIView.animate` with these arguments, whose completion is
  /// told the position [A].
  @discardableResult
  public static func runningPropertyAnimator(
    withDuration duration: Double, delay: Double, options: UIView.AnimationOptions,
    animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(
      duration: duration,
      curve: UIViewAnimationCurve(rawValue: options.curveRawValue) ?? .easeInOut,
      animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds a block of changes: run with the others at the start, or at once, in the time left,
  /// while the animator runs [A].
  public func addAnimations(_ animation: @escaping () -> Void) {
    guard isRunning, let end else {
      animations.append(animation)
      return
    }
    let system = RunningSystemSlot.running("UIViewPropertyAnimator.addAnimations")
    let left = max(0, (end - system.now).seconds)
    _ = system.animator.perform(request(duration: left, delay: 0), animation)
  }

  /// Adds a block to run when the animations end, told where they ended [A].
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts the animations now [A].
  public func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts the animations: the changes are made now and shown moving `delay` seconds later [A].
  public func startAnimation(afterDelay delay: Double) {
    guard state != .active || !isRunning else { return }
    let system = RunningSystemSlot.running("UIViewPropertyAnimator.startAnimation")
    let blocks = animations
    animations = []
    let started = system.animator.perform(request(duration: duration, delay: max(delay, 0))) {
      for animation in blocks { animation() }
    }
    block = started
    state = .active
    isRunning = true
    generation += 1
    let running = generation
    let lasts =
      started.delay
      + (started.animates ? started.curve.effectiveDuration(requested: started.duration) : 0)
    end = system.now + VirtualTime(seconds: lasts)
    system.schedule(after: lasts) { [self] in
      guard generation == running, isRunning else { return }
      finish(at: .end, recorder: system.recorder)
    }
  }

  /// Stops the animations where they are on screen [A]: with `withoutFinishing`, the animator
  /// is done (`.inactive`) and no completion runs; otherwise it waits (`.stopped`) for
  /// `finishAnimation(at:)`.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    let system = RunningSystemSlot.running("UIViewPropertyAnimator.stopAnimation")
    if let block { stopped = system.animator.stopAnimations(ofBlock: block.id) }
    isRunning = false
    generation += 1
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Finishes a stopped animator: the values go to `finalPosition` and the completions run [A].
  public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    let system = RunningSystemSlot.running("UIViewPropertyAnimator.finishAnimation")
    if finalPosition != .current {
      UIView.performWithoutAnimation {
        for animation in stopped {
          system.animator.change(
            animation.value, to: finalPosition == .end ? animation.end : animation.start,
            source: .app)
        }
      }
    }
    stopped = []
    finish(at: finalPosition, recorder: system.recorder)
  }

  /// Ends the animator's life: `.inactive`, and each completion told `position`.
  private func finish(at position: UIViewAnimatingPosition, recorder: TimelineRecorder) {
    isRunning = false
    state = .inactive
    let blocks = completions
    completions = []
    for completion in blocks {
      recorder.call("property animator completion") { completion(position) }
    }
  }

  /// An animation block of `duration` with the animator's curve, beginning after `delay`: its own
  /// duration and curve, whatever block it is started in [A: an animator's timing is its own].
  private func request(duration: Double, delay: Double) -> AnimationRequest {
    var request = AnimationRequest(
      origin: Self.timelineOrigin, duration: duration, curve: curve,
      options: [.overrideInheritedDuration, .overrideInheritedCurve])
    request.delay = delay
    return request
  }

  /// How the timeline notes the animator's animations.
  static let timelineOrigin = "property animator"
}
