extension UIView {
  /// Options for `animate(withDuration:delay:options:animations:completion:)`, with UIKit's bits [A].
  public struct AnimationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// Options with these bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lay out the views marked for layout inside the animation, so that they move with it.
    public static let layoutSubviews = Self(rawValue: 1 << 0)
    /// Let touches reach the animating views [A]; the lab's views take no touches.
    public static let allowUserInteraction = Self(rawValue: 1 << 1)
    /// Start from what is on screen, replacing an animation in flight.
    public static let beginFromCurrentState = Self(rawValue: 1 << 2)
    /// Ignore the enclosing animation's duration.
    public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
    /// Ignore the enclosing animation's curve.
    public static let overrideInheritedCurve = Self(rawValue: 1 << 6)
    /// Redraw the content as it animates [A]; nothing is drawn here.
    public static let allowAnimatedContent = Self(rawValue: 1 << 7)
    /// Ease in and out (0: also "no curve given").
    public static let curveEaseInOut = Self(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = Self(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = Self(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = Self(rawValue: 3 << 16)

    /// The curve the options name (`curve << 16`); 0 is ease-in-out, UIKit's default [A].
    var curve: TimingCurve {
      TimingCurve(animationCurve: curveRawValue)
    }

    /// The curve's raw value, bits 16 to 19 (7: the keyboard's).
    var curveRawValue: Int {
      Int((rawValue >> 16) & 0xF)
    }
  }
}

/// The Swift 3 name of the options type, which the 2017 Swift port spells.
public typealias UIViewAnimationOptions = UIView.AnimationOptions
