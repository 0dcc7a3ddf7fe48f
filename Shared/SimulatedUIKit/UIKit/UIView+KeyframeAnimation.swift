extension UIView {
  /// Animates the changes `animations` makes as a keyframe animation, as UIKit does [A:
  /// Apple-AnimateKeyframes].
  ///
  /// The changes each keyframe makes (`addKeyframe(withRelativeStartTime:relativeDuration:
  /// animations:)`) move over the keyframe's slice of `duration`, and changes made in
  /// `animations` itself over the whole of it [A: "You may also change view values directly if
  /// you want those changes to animate over the full duration"]; a value several keyframes change
  /// goes through each keyframe's value in turn. The whole animation runs on the curve its options
  /// carry, ease-in-out by default (`KeyframeAnimationOptions`) [1: SO-68056506], and everything
  /// else is `animate(withDuration:delay:options:animations:completion:)`'s: the model values change
  /// at once, what the screen shows starts moving after `delay`, inside another animation the
  /// block inherits its duration (and curve) unless the options override them, and `completion`
  /// runs when the whole animation ends.
  public static func animateKeyframes(
    withDuration duration: Double, delay: Double, options: KeyframeAnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let system = RunningSystemSlot.running("UIView.animateKeyframes")
    let animationOptions = options.animationOptions
    var request = AnimationRequest(
      origin: "UIView.animateKeyframes", duration: duration, curve: animationOptions.curve,
      options: animationOptions, delay: max(delay, 0))
    request.isKeyframeAnimation = true
    let block = system.animator.perform(request) {
      animations()
      if options.contains(.layoutSubviews) { system.layOutViewsNeedingLayout() }
    }
    system.scheduleCompletion(completion, of: block)
  }

  /// Adds a keyframe to the keyframe animation `animations` is called inside: the changes
  /// `animations` makes move from `frameStartTime` to `frameStartTime + frameDuration` of the
  /// whole animation, both fractions from 0 to 1 of it; a duration of 0 makes them land at the
  /// start time [A: Apple-AddKeyframe].
  ///
  /// Called outside a keyframe animation's block, UIKit documents nothing: the lab makes the
  /// changes as if `animations` were called there directly, animated by whatever block is open
  /// [M].
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: () -> Void
  ) {
    let animator = RunningSystemSlot.running("UIView.addKeyframe").animator
    let added = animator.performKeyframe(
      relativeStart: frameStartTime, relativeDuration: frameDuration, animations)
    if !added { animations() }
  }
}
