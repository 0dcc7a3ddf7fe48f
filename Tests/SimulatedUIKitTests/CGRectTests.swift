import Foundation
import Testing

@testable import SimulatedUIKit

/// Shared's `CGRect` behaves as Foundation's does on Linux, member by member: the ports' geometry
/// did not change when the executables stopped loading Foundation.
@Suite struct CGRectTests {
  /// Rectangles with positive, zero and negative sizes, and `null`; edges such as 0.1 + 0.2,
  /// where `maxX - minX` is not the width in the last bit.
  static let rectangles: [SimulatedUIKit.CGRect] =
    [-30.5, 0.1, 12].flatMap { x in
      [-8, 0.7, 20.25].flatMap { y in
        [-40, 0, 0.2, 100].flatMap { width in
          [-16.5, 0, 0.3, 33].map { height in
            SimulatedUIKit.CGRect(x: x, y: y, width: width, height: height)
          }
        }
      }
    } + [.null, .zero]

  /// Foundation's rectangle with the same four numbers.
  static func foundation(_ rect: SimulatedUIKit.CGRect) -> Foundation.CGRect {
    Foundation.CGRect(
      x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
  }

  /// `[x, y, width, height]` as stored, unstandardized.
  static func numbers(_ rect: SimulatedUIKit.CGRect) -> [Double] {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
  }

  static func numbers(_ rect: Foundation.CGRect) -> [Double] {
    [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0) }
  }

  @Test func edgesSizesAndEmptinessAreFoundations() {
    for rect in Self.rectangles {
      let theirs = Self.foundation(rect)
      #expect(
        [rect.minX, rect.maxX, rect.minY, rect.maxY, rect.width, rect.height]
          == [theirs.minX, theirs.maxX, theirs.minY, theirs.maxY, theirs.width, theirs.height].map {
            Double($0)
          }, "\(Self.numbers(rect))")
      #expect(rect.isEmpty == theirs.isEmpty, "\(Self.numbers(rect))")
      #expect(rect.isNull == theirs.isNull, "\(Self.numbers(rect))")
      #expect(Self.numbers(rect.standardized) == Self.numbers(theirs.standardized))
      #expect(
        Self.numbers(rect.offsetBy(dx: 3.25, dy: -7))
          == Self.numbers(theirs.offsetBy(dx: 3.25, dy: -7)))
    }
  }

  @Test func intersectionsAndEqualityAreFoundations() {
    for first in Self.rectangles {
      for second in Self.rectangles {
        let (theirFirst, theirSecond) = (Self.foundation(first), Self.foundation(second))
        #expect(
          Self.numbers(first.intersection(second))
            == Self.numbers(theirFirst.intersection(theirSecond)),
          "\(Self.numbers(first)) ∩ \(Self.numbers(second))")
        #expect((first == second) == (theirFirst == theirSecond))
      }
    }
  }

  @Test func theIntersectionOfTwoRectanglesThatDoNotMeetIsNull() {
    let left = SimulatedUIKit.CGRect(x: 0, y: 0, width: 10, height: 10)
    let right = SimulatedUIKit.CGRect(x: 20, y: 0, width: 10, height: 10)
    #expect(left.intersection(right).isNull)
    #expect(left.intersection(right) == .null)
    #expect(!left.intersection(left.offsetBy(dx: 10, dy: 0)).isNull)
  }
}
