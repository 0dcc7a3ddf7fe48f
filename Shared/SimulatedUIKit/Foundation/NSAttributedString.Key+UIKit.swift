import Foundation

extension NSAttributedString.Key {
  /// The text's font, a `UIFont` (UIKit's `NSFontAttributeName`) [A].
  public static let font = NSAttributedString.Key("NSFont")
  /// The text's colour, a `UIColor` (UIKit's `NSForegroundColorAttributeName`) [A].
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}
