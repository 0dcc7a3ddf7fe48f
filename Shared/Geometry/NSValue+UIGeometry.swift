import Foundation

extension NSValue {
  /// Boxes a rectangle, as UIKit's `UIGeometry.h` category does.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// The boxed rectangle, as UIKit's `UIGeometry.h` category reads it.
  public var cgRectValue: CGRect {
    rectValue
  }
}
