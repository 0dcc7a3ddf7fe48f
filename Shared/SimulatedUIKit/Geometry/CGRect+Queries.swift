/// The questions and derived rectangles user code asks of a `CGRect`, each as Foundation's on
/// Linux answers it (`CGRectTests` checks them against it).
extension CGRect {
  /// The horizontal middle.
  public var midX: CGFloat { (minX + maxX) / 2 }
  /// The vertical middle.
  public var midY: CGFloat { (minY + maxY) / 2 }

  /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom (grown
  /// for negative values), standardized; `null` when nothing is left.
  public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
    guard !isNull else { return self }
    let inset = CGRect(
      x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    return inset.size.width < 0 || inset.size.height < 0 ? .null : inset
  }

  /// Whether `point` is inside: the left and top edges count, the right and bottom do not.
  public func contains(_ point: CGPoint) -> Bool {
    guard !isNull, !isEmpty else { return false }
    return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether all of `rect` is inside this one.
  public func contains(_ rect: CGRect) -> Bool {
    union(rect) == self
  }

  /// Whether the two rectangles meet, touching edges included (`intersection(_:)` is not `null`).
  public func intersects(_ other: CGRect) -> Bool {
    !intersection(other).isNull
  }

  /// The smallest rectangle holding both, empty ones included; a `null` one does not count (the
  /// other comes back as it is).
  public func union(_ other: CGRect) -> CGRect {
    if isNull { return other }
    if other.isNull { return self }
    let left = min(minX, other.minX)
    let top = min(minY, other.minY)
    return CGRect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }
}
