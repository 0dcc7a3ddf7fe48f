/// The system's colours (iOS 7 onward; the grouped backgrounds, the grays and `tertiaryLabel` from
/// iOS 13), as their light appearance: the values Apple's Human Interface Guidelines give for the
/// light, default-contrast appearance [A]. The dark appearance is not modelled [M].
extension UIColor {
  /// A colour from 0–255 components, as the guidelines give them.
  private static func system(_ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1)
    -> UIColor
  {
    UIColor(
      red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
      alpha: alpha)
  }

  /// RGB 255, 59, 48 [A].
  public static let systemRed = system(255, 59, 48)
  /// RGB 255, 149, 0 [A].
  public static let systemOrange = system(255, 149, 0)
  /// RGB 255, 204, 0 [A].
  public static let systemYellow = system(255, 204, 0)
  /// RGB 52, 199, 89 [A].
  public static let systemGreen = system(52, 199, 89)
  /// RGB 0, 199, 190 (iOS 15) [A].
  public static let systemMint = system(0, 199, 190)
  /// RGB 48, 176, 199 [A].
  public static let systemTeal = system(48, 176, 199)
  /// RGB 50, 173, 230 (iOS 15) [A].
  public static let systemCyan = system(50, 173, 230)
  /// RGB 0, 122, 255 [A].
  public static let systemBlue = system(0, 122, 255)
  /// RGB 88, 86, 214 [A].
  public static let systemIndigo = system(88, 86, 214)
  /// RGB 175, 82, 222 [A].
  public static let systemPurple = system(175, 82, 222)
  /// RGB 255, 45, 85 [A].
  public static let systemPink = system(255, 45, 85)
  /// RGB 162, 132, 94 [A].
  public static let systemBrown = system(162, 132, 94)
  /// RGB 174, 174, 178 [A].
  public static let systemGray2 = system(174, 174, 178)
  /// RGB 199, 199, 204 [A].
  public static let systemGray3 = system(199, 199, 204)
  /// RGB 209, 209, 214 [A].
  public static let systemGray4 = system(209, 209, 214)
  /// RGB 229, 229, 234 [A].
  public static let systemGray5 = system(229, 229, 234)
  /// RGB 242, 242, 247 [A].
  public static let systemGray6 = system(242, 242, 247)
  /// The background of a grouped table, RGB 242, 242, 247 [A].
  public static let systemGroupedBackground = system(242, 242, 247)
  /// The background of content on a grouped background, white [A].
  public static let secondarySystemGroupedBackground = UIColor.white
  /// The third level of background, white [A].
  public static let tertiarySystemBackground = UIColor.white
  /// The third level of label text, RGB 60, 60, 67 at 30 % [A].
  public static let tertiaryLabel = system(60, 60, 67, alpha: 0.3)
  /// A text field's placeholder, RGB 60, 60, 67 at 30 % [A].
  public static let placeholderText = system(60, 60, 67, alpha: 0.3)
  /// A link's text, the system's blue [A].
  public static let link = systemBlue
}
