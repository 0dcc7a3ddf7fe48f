/// What a caller asks for when it opens an animation block.
package struct AnimationRequest {
  var origin: String
  var duration: Double
  var curve: TimingCurve
  var options: UIView.AnimationOptions
  var isEnabled = true
  /// How long after the block the animations begin, in seconds [A: `delay`].
  var delay = 0.0
  /// Whether the block is a keyframe animation's (`UIView.animateKeyframes`), whose keyframes
  /// `AnimationEngine.performKeyframe` opens.
  var isKeyframeAnimation = false

  /// A request for a block of `origin` with `duration`, `curve` and `options`, enabled or not,
  /// its animations beginning `delay` seconds after it.
  package init(
    origin: String, duration: Double, curve: TimingCurve, options: UIView.AnimationOptions,
    isEnabled: Bool = true, delay: Double = 0
  ) {
    self.origin = origin
    self.duration = duration
    self.curve = curve
    self.options = options
    self.isEnabled = isEnabled
    self.delay = delay
  }

  /// A block that ignores any enclosing animation's duration and curve: the keyboard's own motion,
  /// from where it is on screen when `beginsFromCurrentState`.
  package static func own(
    _ origin: String, duration: Double, curve: TimingCurve, beginsFromCurrentState: Bool
  ) -> AnimationRequest {
    AnimationRequest(
      origin: origin, duration: duration, curve: curve,
      options: UIView.AnimationOptions([.overrideInheritedDuration, .overrideInheritedCurve])
        .union(beginsFromCurrentState ? .beginFromCurrentState : []))
  }
}
