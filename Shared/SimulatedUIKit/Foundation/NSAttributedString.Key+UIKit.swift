import Foundation

extension NSAttributedString.Key {
  /// The text's font, a `UIFont` (UIKit's `NSFontAttributeName`) [A].
  public static let font = NSAttributedString.Key("NSFont")
  /// The text's colour, a `UIColor` (UIKit's `NSForegroundColorAttributeName`) [A].
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour of the text's outline, a `UIColor` (UIKit's `NSStrokeColorAttributeName`) [A];
  /// kept, as the lab draws no text [M].
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The width of the text's outline, a number, a percentage of the font's size, negative to
  /// stroke and fill (UIKit's `NSStrokeWidthAttributeName`) [A]; kept, as the lab draws no text
  /// [M].
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
}
