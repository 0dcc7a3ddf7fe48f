/// Core Graphics' `CGRect`: an origin and a size, as the ports and the simulation use them.
///
/// Shared's own, so that the executables need only `FoundationEssentials` (where Core Graphics'
/// geometry is not). Each member behaves as Foundation's on Linux does: a negative width or height
/// counts from the other edge (`minX`, `width`), `null` is the rectangle at infinity that an empty
/// intersection returns, and equality compares standardized rectangles. `CGRectTests` checks each
/// against Foundation's.
public struct CGRect: Equatable, Sendable {
  /// The corner the size counts from.
  public var origin: CGPoint
  /// The size, negative along an axis that counts backwards from `origin`.
  public var size: CGSize

  /// The rectangle at `origin` of `size`.
  public init(origin: CGPoint, size: CGSize) {
    self.origin = origin
    self.size = size
  }

  /// The rectangle at `(x, y)` of `width` × `height`.
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)

  /// No rectangle at all, what `intersection(_:)` returns for two that do not meet.
  public static let null = CGRect(x: .infinity, y: .infinity, width: 0, height: 0)

  /// The width, never negative.
  public var width: CGFloat { abs(size.width) }
  /// The height, never negative.
  public var height: CGFloat { abs(size.height) }

  /// The left edge.
  public var minX: CGFloat { origin.x + min(size.width, 0) }
  /// The right edge.
  public var maxX: CGFloat { origin.x + max(size.width, 0) }
  /// The top edge.
  public var minY: CGFloat { origin.y + min(size.height, 0) }
  /// The bottom edge.
  public var maxY: CGFloat { origin.y + max(size.height, 0) }

  /// Whether this is `null`.
  public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }
  /// Whether the rectangle is `null` or has no area.
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// The same rectangle with a width and a height that are not negative.
  public var standardized: CGRect {
    isNull ? .null : CGRect(x: minX, y: minY, width: width, height: height)
  }

  /// The rectangle moved by `dx` and `dy`, standardized.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
    guard !isNull else { return self }
    var moved = standardized
    moved.origin.x += dx
    moved.origin.y += dy
    return moved
  }

  /// Where the two rectangles overlap, touching edges included; `null` where they do not meet.
  public func intersection(_ other: CGRect) -> CGRect {
    guard !isNull, !other.isNull else { return .null }
    let first = standardized
    let second = other.standardized
    guard
      let (x, width) = Self.overlap(
        first.minX...first.maxX, first.width, second.minX...second.maxX, second.width),
      let (y, height) = Self.overlap(
        first.minY...first.maxY, first.height, second.minY...second.maxY, second.height)
    else { return .null }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// Where two spans of the given lengths overlap: its start and length, `nil` if they do not
  /// meet. An overlap that is all of one span keeps that span's length, as Foundation's does
  /// (`maxX - minX` may differ from the width in the last bit).
  private static func overlap(
    _ first: ClosedRange<CGFloat>, _ firstLength: CGFloat, _ second: ClosedRange<CGFloat>,
    _ secondLength: CGFloat
  ) -> (start: CGFloat, length: CGFloat)? {
    guard first.overlaps(second) else { return nil }
    let overlap = first.clamped(to: second)
    let length =
      overlap == first
      ? firstLength : overlap == second ? secondLength : overlap.upperBound - overlap.lowerBound
    return (overlap.lowerBound, length)
  }

  /// Whether the two rectangles are the same once standardized; any two `null`s are equal.
  public static func == (lhs: CGRect, rhs: CGRect) -> Bool {
    if lhs.isNull && rhs.isNull { return true }
    let first = lhs.standardized
    let second = rhs.standardized
    return first.origin == second.origin && first.size == second.size
  }
}
