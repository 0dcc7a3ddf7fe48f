/// What a caller asks for when it opens an animation block.
struct AnimationRequest {
  var origin: String
  var duration: Double
  var curve: TimingCurve
  var options: UIView.AnimationOptions
  var isEnabled = true
  /// How long after the block the animations begin, in seconds [A: `delay`].
  var delay = 0.0

  /// A block that ignores any enclosing animation's duration and curve: the keyboard's own motion,
  /// from where it is on screen when `beginsFromCurrentState`.
  static func own(
    _ origin: String, duration: Double, curve: TimingCurve, beginsFromCurrentState: Bool
  ) -> AnimationRequest {
    AnimationRequest(
      origin: origin, duration: duration, curve: curve,
      options: UIView.AnimationOptions([.overrideInheritedDuration, .overrideInheritedCurve])
        .union(beginsFromCurrentState ? .beginFromCurrentState : []))
  }
}
