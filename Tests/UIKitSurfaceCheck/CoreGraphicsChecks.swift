import CoreGraphics

/// `import CoreGraphics` alone: the geometry, and the comparisons by method that CoreGraphics'
/// Swift overlay declares, the same answer as `==`. (Here, not in `UIKitSurfaceTests`: with
/// `import Testing` beside it, the toolchain looks for Swift Testing's overlay for Apple's
/// CoreGraphics, which Linux does not have.)
func checkCoreGraphics(_ checks: CheckList) {
  let frame = CGRect(x: 0, y: 409, width: 375, height: 258)
  checks.expect(
    frame.equalTo(CGRect(x: 0, y: 409, width: 375, height: 258))
      && !frame.equalTo(CGRect(x: 0, y: 667, width: 375, height: 258)),
    "CGRect.equalTo(_:) is true for the same origin and size, false for another origin")
  checks.expect(
    frame.size.equalTo(CGSize(width: 375, height: 258)) && !frame.size.equalTo(.zero)
      && frame.origin.equalTo(CGPoint(x: 0, y: 409)) && !frame.origin.equalTo(.zero),
    "CGSize.equalTo(_:) and CGPoint.equalTo(_:) compare width and height, x and y")
  let transform = CGAffineTransform(translationX: 0, y: -258)
  checks.expect(
    transform.ty == -258 && transform.translatedBy(x: 0, y: 258).isIdentity,
    "CGAffineTransform comes with import CoreGraphics")
}
