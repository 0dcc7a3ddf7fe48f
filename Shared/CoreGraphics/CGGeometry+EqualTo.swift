import Foundation

// CoreGraphics' comparisons by method, which code written before Swift's `==` for these types
// calls (`CGRectEqualToRect`, `CGSizeEqualToSize`, `CGPointEqualToPoint` in Swift) [A]: the same
// answer as `==`.

extension CGRect {
  /// Whether the two rectangles have the same origin and size [A: `CGRect.equalTo(_:)`].
  public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

extension CGSize {
  /// Whether the two sizes have the same width and height [A: `CGSize.equalTo(_:)`].
  public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGPoint {
  /// Whether the two points have the same coordinates [A: `CGPoint.equalTo(_:)`].
  public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}
