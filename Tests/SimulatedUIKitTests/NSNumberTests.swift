import Foundation
import Testing

@testable import SimulatedUIKit

/// Shared's `NSNumber` reads back as Foundation's does on Linux: two ports read the keyboard's
/// duration (a `Double`) as its curve, and their timelines depend on how 0.25 becomes an integer.
@Suite struct NSNumberTests {
  /// A value boxed the three ways the simulation boxes them.
  enum Boxed: Sendable {
    case double(Double)
    case integer(Int)
    case bool(Bool)
  }

  static let values: [Boxed] =
    [
      0, -0.0, 0.25, 0.4, 0.999, 1, 7.9, -0.5, -1.5, -7, 1e10, 9.2e18, 1e19, -1e19, 1e30, .nan,
      .infinity, -.infinity,
    ].map(Boxed.double) + [0, 1, 7, -1, 100, Int.max, Int.min].map(Boxed.integer)
    + [.bool(true), .bool(false)]

  @Test(arguments: values)
  func aNumberReadsAsFoundationsDoes(value: Boxed) {
    let (mine, theirs) =
      switch value {
      case .double(let value):
        (SimulatedUIKit.NSNumber(value: value), Foundation.NSNumber(value: value))
      case .integer(let value):
        (SimulatedUIKit.NSNumber(value: value), Foundation.NSNumber(value: value))
      case .bool(let value):
        (SimulatedUIKit.NSNumber(value: value), Foundation.NSNumber(value: value))
      }
    #expect(mine.intValue == theirs.intValue)
    #expect(mine.uintValue == theirs.uintValue)
    #expect(mine.boolValue == theirs.boolValue)
    #expect(mine.doubleValue.bitPattern == theirs.doubleValue.bitPattern)
  }

  @Test func aNumberIsAValueAndARectangleIsNotANumber() {
    let number: Any = SimulatedUIKit.NSNumber(value: 7)
    let rectangle: Any = SimulatedUIKit.NSValue(
      cgRect: SimulatedUIKit.CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(number is SimulatedUIKit.NSValue)
    #expect(!(rectangle is SimulatedUIKit.NSNumber))
    #expect(
      (rectangle as? SimulatedUIKit.NSValue)?.cgRectValue
        == SimulatedUIKit.CGRect(x: 1, y: 2, width: 3, height: 4))
  }
}
