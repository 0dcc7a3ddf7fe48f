/// One keyframe's slice of a keyframe animation (`UIView.addKeyframe(withRelativeStartTime:…)`):
/// the animation's time is mapped through the whole animation's curve first, and the keyframe
/// moves linearly from `relativeStart` to `relativeStart + relativeDuration` of that mapped time,
/// still before it and done after it [A: Apple-AddKeyframe, "the time at which to start … 0
/// represents the start of the overall animation"; 1: SO-68056506, the whole animation's curve
/// applies to the combined set]. A slice of length 0 lands at its start [A].
///
/// Kept beside the curve (`AnimationBlock.keyframeSlice`, `AnimatedValue.Run`), not inside it, so
/// that a curve stays a plain value that a running animation copies without reference counting.
public struct KeyframeSlice: Equatable, Sendable {
  /// Where the keyframe starts, as a fraction (0 to 1) of the whole animation's mapped time.
  public var relativeStart: Double
  /// How much of it the keyframe lasts, at most what is left after its start.
  public var relativeDuration: Double

  public init(relativeStart: Double, relativeDuration: Double) {
    self.relativeStart = relativeStart
    self.relativeDuration = relativeDuration
  }

  /// The keyframe's own progress where the whole animation's is `whole`.
  public func progress(ofWhole whole: Double) -> Double {
    guard relativeDuration > 0 else { return whole >= relativeStart ? 1 : 0 }
    return min(max((whole - relativeStart) / relativeDuration, 0), 1)
  }

  /// This slice of a whole that is itself `outer`'s slice of its animation (a keyframe animation
  /// made inside a keyframe, whose curve it inherits): one slice of the outer animation, the
  /// composition of the two linear maps [M].
  func within(_ outer: KeyframeSlice?) -> KeyframeSlice {
    guard let outer else { return self }
    return KeyframeSlice(
      relativeStart: outer.relativeStart + relativeStart * outer.relativeDuration,
      relativeDuration: relativeDuration * outer.relativeDuration)
  }

  /// The name the timeline prints for the keyframe's curve, a slice of `curve`.
  public func timelineName(of curve: TimingCurve) -> String {
    "keyframe \(relativeStart)+\(relativeDuration) of \(curve.timelineName)"
  }
}
