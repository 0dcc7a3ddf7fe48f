extension UIView {
  /// Options for `animate(withDuration:delay:options:animations:completion:)`, with UIKit's bits [A].
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static let beginFromCurrentState = Self(rawValue: 1 << 2)
    public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
    public static let overrideInheritedCurve = Self(rawValue: 1 << 6)
    public static let curveEaseInOut = Self(rawValue: 0 << 16)
    public static let curveEaseIn = Self(rawValue: 1 << 16)
    public static let curveEaseOut = Self(rawValue: 2 << 16)
    public static let curveLinear = Self(rawValue: 3 << 16)

    /// The curve the options name (`curve << 16`); 0 is ease-in-out, UIKit's default [A].
    var curve: TimingCurve {
      TimingCurve(animationCurve: Int((rawValue >> 16) & 0xF))
    }
  }
}

/// The Swift 3 name of the options type, which the 2017 Swift port spells.
public typealias UIViewAnimationOptions = UIView.AnimationOptions
