/// UIKit's named animation curves, with their raw values [A], and the values UIKit leaves unnamed.
///
/// UIKit's is an Objective-C `NS_ENUM` imported into Swift, and an imported enum's
/// `init(rawValue:)` never fails: `UIViewAnimationCurve(rawValue: 7)`, the keyboard's curve, is a
/// value with no name, not `nil` [A: "Swift imports C enumerations … any value of the raw type is
/// a valid instance"]. Here that value is the case `unnamed(7)`: a `switch` that ends with
/// `default:` or `@unknown default:`, as Swift 5 code over UIKit's enum does, compiles and takes it
/// there (`@unknown default:` with a warning); a `switch` of the four named cases alone, which iOS
/// accepts with a warning, does not compile here [M: no Swift type gives both].
///
/// `UIView.AnimationCurve` is its Swift 4.2 name.
public enum UIViewAnimationCurve: RawRepresentable, Hashable, Sendable {
  /// `UIViewAnimationCurveEaseInOut`, 0.
  case easeInOut
  /// `UIViewAnimationCurveEaseIn`, 1.
  case easeIn
  /// `UIViewAnimationCurveEaseOut`, 2.
  case easeOut
  /// `UIViewAnimationCurveLinear`, 3.
  case linear
  /// A number UIKit gives no name, as the keyboard's 7.
  case unnamed(Int)

  /// The curve numbered `rawValue`: always a value, as for UIKit's imported enum; 0 to 3 are the
  /// named curves.
  public init?(rawValue: Int) {
    switch rawValue {
    case 0: self = .easeInOut
    case 1: self = .easeIn
    case 2: self = .easeOut
    case 3: self = .linear
    default: self = .unnamed(rawValue)
    }
  }

  /// The curve's number, as `UIViewAnimationCurve` and the keyboard notifications spell it.
  public var rawValue: Int {
    switch self {
    case .easeInOut: 0
    case .easeIn: 1
    case .easeOut: 2
    case .linear: 3
    case .unnamed(let rawValue): rawValue
    }
  }

  /// Two curves are equal when their numbers are: `.unnamed(0)` is `.easeInOut`.
  public static func == (lhs: UIViewAnimationCurve, rhs: UIViewAnimationCurve) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue)
  }
}

extension UIView {
  /// `UIViewAnimationCurve`, as Swift 4.2 and later name it [A].
  public typealias AnimationCurve = UIViewAnimationCurve
}
