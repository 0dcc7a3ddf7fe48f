/// A font, as UIKit's `UIFont`, as far as layout reads it: its point size and the height of one
/// line. The lab has no glyphs: every font is the system font's metrics at its size [M].
public final class UIFont: Equatable, Sendable {
  /// A font's weight, with UIKit's values [A].
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// −0.4 [A].
    public static let light = Weight(rawValue: -0.4)
    /// 0 [A].
    public static let regular = Weight(rawValue: 0)
    /// 0.23 [A].
    public static let medium = Weight(rawValue: 0.23)
    /// 0.3 [A].
    public static let semibold = Weight(rawValue: 0.3)
    /// 0.4 [A].
    public static let bold = Weight(rawValue: 0.4)
  }

  /// A Dynamic Type style, with its size at the default text size ("Large") [A: the Human
  /// Interface Guidelines' table]. Other text sizes are not modelled [M].
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// 34 pt (iOS 11) [A].
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// 28 pt [A].
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// 22 pt [A].
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// 20 pt [A].
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// 17 pt, semibold [A].
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// 17 pt [A].
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// 16 pt [A].
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// 15 pt [A].
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// 13 pt [A].
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// 12 pt [A].
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// 11 pt [A].
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The style's size at the default text size; 17 pt for a style the lab does not know.
    var pointSize: CGFloat {
      switch self {
      case .largeTitle: 34
      case .title1: 28
      case .title2: 22
      case .title3: 20
      case .callout: 16
      case .subheadline: 15
      case .footnote: 13
      case .caption1: 12
      case .caption2: 11
      default: 17
      }
    }
  }

  /// The size, in points [A].
  public let pointSize: CGFloat
  /// The weight the font was asked for.
  public let weight: Weight

  private init(pointSize: CGFloat, weight: Weight) {
    self.pointSize = pointSize
    self.weight = weight
  }

  /// The font named `fontName` at `fontSize` [A]. The lab has no font files: every name is found,
  /// with the system font's metrics at `fontSize`, where iOS answers `nil` for a name it lacks
  /// (`docs/uikit-surface.md`) [M].
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(pointSize: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` [A].
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` and `weight` [A].
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The bold system font at `fontSize` [A].
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .bold)
  }

  /// The font of a Dynamic Type style at the default text size [A].
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(pointSize: style.pointSize, weight: style == .headline ? .semibold : .regular)
  }

  /// The same font at `fontSize` [A].
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The system font's size for labels and fields, 17 pt [A].
  public static var labelFontSize: CGFloat { 17 }
  /// The system font's size for buttons, 18 pt [A].
  public static var buttonFontSize: CGFloat { 18 }
  /// The system font's usual size, 14 pt [A].
  public static var systemFontSize: CGFloat { 14 }

  /// The height of one line of text: the system font's ascender, descender and leading, 1.19336
  /// times the point size (20.287 pt at 17 pt, the figure UIKit reports for
  /// `UIFont.systemFont(ofSize: 17).lineHeight`) [1].
  public var lineHeight: CGFloat { pointSize * 1.193359375 }

  /// The width the lab gives a character of this font: half the point size, an average for
  /// the system font [M: the lab has no glyphs to measure].
  var averageCharacterWidth: CGFloat { pointSize / 2 }

  /// Whether the two have the same size and weight.
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
  }
}
