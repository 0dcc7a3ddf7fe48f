extension UIView {
  /// Animates the changes `animations` makes, as UIKit does [A].
  ///
  /// The changes are made now (the model values change at once) and what the screen shows starts
  /// moving `delay` seconds later [A: "the amount of time to wait before beginning the
  /// animations"]. Inside another animation (the keyboard's, or a rotation's) the block inherits
  /// that animation's duration and curve unless `options` override them [A]. A duration ≤ 0, or
  /// animations turned off, makes the changes land at once; `completion` then runs on the next
  /// turn of the run loop, after the delay. With `.layoutSubviews`, views the changes marked for
  /// layout are laid out inside the animation [A: "lay out subviews at commit time so that they
  /// are animated along with their parent"].
  public static func animate(
    withDuration duration: Double, delay: Double, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let system = RunningSystemSlot.running("UIView.animate")
    var request = AnimationRequest(
      origin: AnimationRecord.appOrigin, duration: duration, curve: options.curve,
      options: options)
    request.delay = max(delay, 0)
    let block = system.animator.perform(request) {
      animations()
      if options.contains(.layoutSubviews) { system.layOutViewsNeedingLayout() }
    }
    system.scheduleCompletion(completion, of: block)
  }

  /// Animates the changes `animations` makes over `duration` seconds, ease-in-out, at once [A].
  public static func animate(
    withDuration duration: Double, animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates the changes `animations` makes with a spring of `dampingRatio` that settles within
  /// `duration` (`TimingCurve.spring`) [A]; the initial velocity is not modelled [M].
  public static func animate(
    withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let system = RunningSystemSlot.running("UIView.animate")
    var request = AnimationRequest(
      origin: AnimationRecord.appOrigin, duration: duration,
      curve: .spring(dampingRatio: Double(dampingRatio)), options: options)
    request.delay = max(delay, 0)
    let block = system.animator.perform(request, animations)
    system.scheduleCompletion(completion, of: block)
  }

  /// Makes the changes `actionsWithoutAnimation` makes land at once, even inside an animation [A].
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    _ = RunningSystemSlot.running("UIView.performWithoutAnimation").animator.perform(
      AnimationRequest(
        origin: "performWithoutAnimation", duration: 0, curve: .linear, options: [],
        isEnabled: false),
      actionsWithoutAnimation)
  }

  /// The duration of the animation open now, in seconds, or 0 outside one or where changes land
  /// at once [A]: what a keyboard handler reads to match the keyboard's.
  public static var inheritedAnimationDuration: Double {
    guard let block = RunningSystemSlot.current?.animator.currentBlock, block.animates else {
      return 0
    }
    return block.duration
  }

  /// Whether animations are on: `false` after `setAnimationsEnabled(false)` or inside
  /// `performWithoutAnimation` [A].
  public static var areAnimationsEnabled: Bool {
    guard let animator = RunningSystemSlot.current?.animator else { return true }
    return animator.animationsEnabled && (animator.currentBlock?.isEnabled ?? true)
  }

  /// Turns animations off (or on again) for every block opened after it [A].
  public static func setAnimationsEnabled(_ enabled: Bool) {
    RunningSystemSlot.running("UIView.setAnimationsEnabled").animator.animationsEnabled = enabled
  }

  // MARK: - The legacy block API

  /// Opens an animation block: 0.2 s, ease-in-out, not from the current state, until changed [A];
  /// `animationID` and `context` are handed to its stop message (`setAnimationDidStop(_:)`).
  public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
    let animator = RunningSystemSlot.running("UIView.beginAnimations").animator
    animator.open(
      AnimationRequest(origin: "beginAnimations", duration: 0.2, curve: .easeInOut, options: []))
    animator.updateCurrentBlock {
      $0.stopMessage = AnimationStopMessage(animationID: animationID, context: context)
    }
  }

  /// Sets the object the open block sends its stop message to [A: the delegate is sent the
  /// selector `setAnimationDidStop(_:)` names; with no selector, nothing is sent].
  public static func setAnimationDelegate(_ delegate: AnyObject?) {
    RunningSystemSlot.running("UIView.setAnimationDelegate").animator.updateCurrentBlock {
      $0.stopMessage?.delegate = delegate
    }
  }

  /// Sets the message the open block sends its delegate when its animations stop: the method
  /// `animationDidStop(_:finished:context:)` names, handed the block's id, `true` (the lab's
  /// animations always run to their end) and its context [A], `duration` after the commit, or on
  /// the next turn of the run loop when the block does not animate, as a completion handler runs.
  public static func setAnimationDidStop(_ selector: Selector) {
    RunningSystemSlot.running("UIView.setAnimationDidStop").animator.updateCurrentBlock {
      $0.stopMessage?.selector = selector
    }
  }

  /// Sets the open block's duration; applies to changes made after it [M].
  public static func setAnimationDuration(_ duration: Double) {
    RunningSystemSlot.running("UIView.setAnimationDuration").animator.updateCurrentBlock {
      $0.duration = duration
      $0.inheritedDuration = false
    }
  }

  /// Sets the open block's curve [A], the keyboard's unnamed 7 included.
  public static func setAnimationCurve(_ curve: UIViewAnimationCurve) {
    RunningSystemSlot.running("UIView.setAnimationCurve").animator.updateCurrentBlock {
      $0.curve = TimingCurve(animationCurve: curve.rawValue)
      $0.inheritedCurve = false
    }
  }

  /// Sets whether the open block starts from what is on screen [A].
  public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
    RunningSystemSlot.running("UIView.setAnimationBeginsFromCurrentState").animator
      .updateCurrentBlock {
        $0.beginsFromCurrentState = fromCurrentState
      }
  }

  /// Closes the block `beginAnimations` opened, and schedules its stop message, if it has one.
  public static func commitAnimations() {
    let system = RunningSystemSlot.running("UIView.commitAnimations")
    if let block = system.animator.currentBlock, let message = block.stopMessage,
      let delegate = message.delegate, let selector = message.selector
    {
      system.scheduleCompletion(
        { finished in
          selector.perform(
            on: delegate, with: (message.animationID, finished, message.context) as Any)
        }, of: block)
    }
    system.animator.close()
  }
}
