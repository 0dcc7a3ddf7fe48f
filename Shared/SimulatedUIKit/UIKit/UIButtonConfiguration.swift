extension UIButton {
  /// A button's look from iOS 15, as far as its size reads it: the title, and the colours kept
  /// [A].
  public struct Configuration: Sendable {
    /// The title [A].
    public var title: String?
    /// The background's colour (kept, not drawn) [A].
    public var baseBackgroundColor: UIColor?
    /// The title's colour (kept, not drawn) [A].
    public var baseForegroundColor: UIColor?

    /// A button without a background [A].
    public static func plain() -> Configuration { Configuration() }
    /// A button filled with the tint colour [A].
    public static func filled() -> Configuration { Configuration() }
    /// A button tinted with the tint colour [A].
    public static func tinted() -> Configuration { Configuration() }
    /// A gray button [A].
    public static func gray() -> Configuration { Configuration() }
  }
}
