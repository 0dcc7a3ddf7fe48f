/// UIKit's named animation curves, with their raw values [A].
///
/// UIKit's is an Objective-C `NS_ENUM` imported into Swift, and an imported enum's
/// `init(rawValue:)` never fails: `UIViewAnimationCurve(rawValue: 7)`, the keyboard's curve, is a
/// value with no name, not `nil` [A: "Swift imports C enumerations … any value of the raw type is
/// a valid instance"]. This is a struct for that reason; the ports' `guard`s and `switch`es meet
/// it as theirs did.
public struct UIViewAnimationCurve: RawRepresentable, Equatable, Sendable {
  /// The curve's number, as `UIViewAnimationCurve` and the keyboard notifications spell it.
  public let rawValue: Int

  /// The curve numbered `rawValue`: always a value, as for UIKit's imported enum.
  public init?(rawValue: Int) {
    self.rawValue = rawValue
  }

  private init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// `UIViewAnimationCurveEaseInOut`, 0.
  public static let easeInOut = UIViewAnimationCurve(0)
  /// `UIViewAnimationCurveEaseIn`, 1.
  public static let easeIn = UIViewAnimationCurve(1)
  /// `UIViewAnimationCurveEaseOut`, 2.
  public static let easeOut = UIViewAnimationCurve(2)
  /// `UIViewAnimationCurveLinear`, 3.
  public static let linear = UIViewAnimationCurve(3)
}
