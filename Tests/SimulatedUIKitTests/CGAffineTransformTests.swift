import Testing

@testable import SimulatedUIKit

/// The lab's `CGAffineTransform`, which Foundation on Linux does not have, maps points and
/// rectangles as Core Graphics defines it.
@Suite struct CGAffineTransformTests {
  // Core Graphics' definitions [A]: a transform maps (x, y) to (a·x + c·y + tx, b·x + d·y + ty);
  // `t.scaledBy(x:y:)` and `t.translatedBy(x:y:)` scale or translate first, then apply `t`; a
  // rectangle maps to the box around its mapped corners.
  @Test func transformsMapPointsAndRectanglesAsCoreGraphicsDefinesThem() {
    let moved = CGAffineTransform(translationX: 3, y: -40)
    #expect(moved.tx == 3 && moved.ty == -40 && moved.a == 1 && moved.d == 1)
    let composed = CGAffineTransform.identity.translatedBy(x: 5, y: 6).scaledBy(x: 3, y: 2)
    #expect(CGPoint(x: 1, y: 1).applying(composed) == .init(x: 8, y: 8))
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(rect.applying(moved) == .init(x: 13, y: -20, width: 30, height: 40))
    #expect(
      rect.applying(.init(scaleX: -1, y: 0.5)) == .init(x: -40, y: 10, width: 30, height: 20))
    #expect(CGRect.null.applying(moved).isNull)
    #expect(CGAffineTransform.identity.isIdentity && !moved.isIdentity)
  }
}
