/// A color, as UIKit's `UIColor`, with the constants keyboard code paints with [A]. Nothing here
/// draws; a color is something code sets and reads back.
public final class UIColor: Equatable, Sendable {
  /// The red, green, blue and alpha components, 0 to 1.
  public let red: CGFloat
  /// The green component.
  public let green: CGFloat
  /// The blue component.
  public let blue: CGFloat
  /// The opacity.
  public let alpha: CGFloat

  /// A color from its components, 0 to 1 [A].
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A gray `white` light, 0 (black) to 1 (white) [A].
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same color with opacity `alpha` [A].
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Whether the two have the same components.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
  }

  /// Grayscale 0 [A].
  public static let black = UIColor(white: 0, alpha: 1)
  /// Grayscale 1/3 [A].
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Grayscale 2/3 [A].
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// Grayscale 1 [A].
  public static let white = UIColor(white: 1, alpha: 1)
  /// Grayscale 0.5 [A].
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Grayscale 0, alpha 0 [A].
  public static let clear = UIColor(white: 0, alpha: 0)
  /// RGB 1, 0, 0 [A].
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// RGB 0, 1, 0 [A].
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// RGB 0, 0, 1 [A].
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// RGB 0, 1, 1 [A].
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// RGB 1, 1, 0 [A].
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// RGB 1, 0, 1 [A].
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// RGB 1, 0.5, 0 [A].
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// RGB 0.5, 0, 0.5 [A].
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// RGB 0.6, 0.4, 0.2 [A].
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// The background of the system's light appearance, white (iOS 13) [M: the dark appearance is
  /// not modelled].
  public static let systemBackground = UIColor.white
  /// The system's gray, as its light appearance [M].
  public static let systemGray = UIColor(
    red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
  /// The system's label color, black in the light appearance (iOS 13) [M].
  public static let label = UIColor.black
  /// The background of grouped and secondary content, as its light appearance (iOS 13) [M].
  public static let secondarySystemBackground = UIColor(
    red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
  /// The secondary label color, as its light appearance (iOS 13) [M].
  public static let secondaryLabel = UIColor(
    red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
  /// The separator color, as its light appearance (iOS 13) [M].
  public static let separator = UIColor(
    red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
}
