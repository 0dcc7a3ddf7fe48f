/// An open animation context: what `UIView.animate` or `beginAnimations` set up, or what the
/// system wraps around a keyboard notification or a rotation.
package struct AnimationBlock {
  let id: Int
  /// Where the block came from, for the timeline (`UIView.animate`, `rotation`, `keyboard`).
  package let origin: String
  package var duration: Double
  package var curve: TimingCurve
  /// In a keyframe, its slice of the whole keyframe animation, which runs on `curve`; `nil` in a
  /// block that is no keyframe's (nor inherits a keyframe's curve).
  var keyframeSlice: KeyframeSlice?
  var beginsFromCurrentState: Bool
  /// `false` inside `performWithoutAnimation` or after `setAnimationsEnabled(false)`.
  var isEnabled: Bool
  /// Whether the duration or curve came from an enclosing block.
  var inheritedDuration: Bool
  var inheritedCurve: Bool
  /// How long after the block its animations begin, in seconds: its own, never inherited [M].
  var delay: Double
  /// The legacy block's stop message (`UIView.setAnimationDidStop(_:)`), its receiver and its
  /// `beginAnimations` id and context: nil until code sets them.
  var stopMessage: AnimationStopMessage?
  /// The whole keyframe animation's curve, and its slice of an enclosing keyframe animation when it
  /// inherits a keyframe's curve, in a block `UIView.animateKeyframes` opened and in its
  /// keyframes' (`AnimationEngine.performKeyframe`); `nil` in any other block.
  var keyframeAnimation: (curve: TimingCurve, slice: KeyframeSlice?)?

  /// The name the timeline prints for the curve its changes move on.
  var curveName: String {
    keyframeSlice?.timelineName(of: curve) ?? curve.timelineName
  }

  /// Whether changes made in this block animate at all [A: duration ≤ 0 or disabled lands at once].
  var animates: Bool {
    isEnabled && curve.effectiveDuration(requested: duration) > 0
  }
}
