/// What UIKit's `UIGeometry.h` adds to `NSValue` [A], which Foundation on Linux lacks: the box a
/// keyboard frame travels in through a notification's userInfo, by UIKit's names. Foundation's
/// `NSValue(rect:)` and `rectValue` box the same rectangle.
extension NSValue {
  /// Boxes a rectangle [A].
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// Boxes a point [A].
  public convenience init(cgPoint point: CGPoint) {
    self.init(point: point)
  }

  /// Boxes a size [A].
  public convenience init(cgSize size: CGSize) {
    self.init(size: size)
  }

  /// The boxed rectangle [A].
  public var cgRectValue: CGRect { rectValue }

  /// The boxed point [A].
  public var cgPointValue: CGPoint { pointValue }

  /// The boxed size [A].
  public var cgSizeValue: CGSize { sizeValue }
}
