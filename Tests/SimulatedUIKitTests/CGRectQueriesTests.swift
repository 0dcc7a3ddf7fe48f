import Foundation
import Testing

@testable import SimulatedUIKit

/// The `CGRect` queries user code calls (`midX`, `insetBy`, `contains`, `intersects`, `union`,
/// `applying`) answer as Foundation's on Linux does, over the rectangles `CGRectTests` uses.
@Suite struct CGRectQueriesTests {
  private static let rectangles = CGRectTests.rectangles
  private static let points = [(-30.5, -8.0), (0.1, 0.7), (12, 20.25), (50, 30), (112, 53.25)]

  private func same(_ ours: SimulatedUIKit.CGRect, _ theirs: Foundation.CGRect) -> Bool {
    if ours.isNull || theirs.isNull { return ours.isNull == theirs.isNull }
    return CGRectTests.numbers(ours) == CGRectTests.numbers(theirs)
  }

  @Test func middlesAreFoundations() {
    for rect in Self.rectangles where !rect.isNull {
      let theirs = CGRectTests.foundation(rect)
      #expect(rect.midX == Double(theirs.midX) && rect.midY == Double(theirs.midY), "\(rect)")
    }
  }

  @Test func insetByIsFoundations() {
    for rect in Self.rectangles {
      for (dx, dy) in [(0.0, 0.0), (5, 3), (-4, -2.5), (20, 0)] {
        #expect(
          same(rect.insetBy(dx: dx, dy: dy), CGRectTests.foundation(rect).insetBy(dx: dx, dy: dy)),
          "\(rect) inset by \(dx), \(dy)")
      }
    }
  }

  @Test func containingAPointIsFoundations() {
    for rect in Self.rectangles {
      for (x, y) in Self.points {
        #expect(
          rect.contains(SimulatedUIKit.CGPoint(x: x, y: y))
            == CGRectTests.foundation(rect).contains(Foundation.CGPoint(x: x, y: y)),
          "\(rect) contains \(x), \(y)")
      }
    }
  }

  @Test func containingIntersectingAndUnitingRectanglesAreFoundations() {
    for first in Self.rectangles {
      for second in Self.rectangles {
        let (a, b) = (CGRectTests.foundation(first), CGRectTests.foundation(second))
        #expect(first.contains(second) == a.contains(b), "\(first) contains \(second)")
        #expect(first.intersects(second) == a.intersects(b), "\(first) intersects \(second)")
        #expect(same(first.union(second), a.union(b)), "\(first) ∪ \(second)")
      }
    }
  }

  // Foundation on Linux has no CGAffineTransform; Core Graphics' definitions [A]: a transform maps
  // (x, y) to (a·x + c·y + tx, b·x + d·y + ty); `t.scaledBy(x:y:)` and `t.translatedBy(x:y:)` scale
  // or translate first, then apply `t`; a rectangle maps to the box around its mapped corners.
  @Test func transformsMapPointsAndRectanglesAsCoreGraphicsDefinesThem() {
    let moved = SimulatedUIKit.CGAffineTransform(translationX: 3, y: -40)
    #expect(moved.tx == 3 && moved.ty == -40 && moved.a == 1 && moved.d == 1)
    let composed = SimulatedUIKit.CGAffineTransform.identity.translatedBy(x: 5, y: 6)
      .scaledBy(x: 3, y: 2)
    #expect(SimulatedUIKit.CGPoint(x: 1, y: 1).applying(composed) == .init(x: 8, y: 8))
    let rect = SimulatedUIKit.CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(rect.applying(moved) == .init(x: 13, y: -20, width: 30, height: 40))
    #expect(
      rect.applying(.init(scaleX: -1, y: 0.5)) == .init(x: -40, y: 10, width: 30, height: 20))
    #expect(SimulatedUIKit.CGRect.null.applying(moved).isNull)
    #expect(SimulatedUIKit.CGAffineTransform.identity.isIdentity && !moved.isIdentity)
  }
}
