extension UIView {
  /// Options for `animateKeyframes(withDuration:delay:options:animations:completion:)`, with
  /// UIKit's bits [A: UIView.h, where each shared option is defined as the `UIView.AnimationOptions`
  /// bit of the same name].
  ///
  /// UIKit names no curve among them, but the curve bits of `UIView.AnimationOptions` (its raw
  /// value << 16, bits 16 to 19) set in them give the whole animation that curve, and none gives it
  /// ease-in-out [1: SO-68056506; SO-20638956]: the lab reads the bits as
  /// `UIView.AnimationOptions` does (7 << 16: the keyboard's spring). Bits that no option of
  /// either names change nothing [M: UIKit documents no meaning for them]. The calculation
  /// modes other than linear (discrete, paced, cubic) and `repeat`/`autoreverse` are not declared:
  /// the lab's keyframes move linearly from one to the next (docs/uikit-surface.md).
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// Options with these bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lay out the views marked for layout inside the animation, over its whole duration.
    public static let layoutSubviews = Self(rawValue: 1 << 0)
    /// Let touches reach the animating views [A]; the lab's views take no touches.
    public static let allowUserInteraction = Self(rawValue: 1 << 1)
    /// Start from what is on screen, replacing an animation in flight that another block began.
    public static let beginFromCurrentState = Self(rawValue: 1 << 2)
    /// Ignore the enclosing animation's duration.
    public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
    /// Inherit nothing from the enclosing animation but its duration: not its curve [A: UIView.h,
    /// "do not inherit any options or animation type"].
    public static let overrideInheritedOptions = Self(rawValue: 1 << 9)
    /// Move linearly from one keyframe's value to the next (0: UIKit's default) [A].
    public static let calculationModeLinear = Self(rawValue: 0 << 10)

    /// The same bits as `UIView.AnimationOptions`, which the animation engine reads: the shared
    /// options, the curve, and `overrideInheritedOptions` as not inheriting the curve.
    var animationOptions: AnimationOptions {
      let options = AnimationOptions(rawValue: rawValue)
      return contains(.overrideInheritedOptions)
        ? options.union(.overrideInheritedCurve) : options
    }
  }
}
