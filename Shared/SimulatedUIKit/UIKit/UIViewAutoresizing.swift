extension UIView {
  /// Which of a view's margins and sizes stretch when its superview changes size [A].
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt

    /// A mask with these bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The left margin stretches.
    public static let flexibleLeftMargin = Self(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = Self(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = Self(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = Self(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = Self(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = Self(rawValue: 1 << 5)

    /// `frame` after its superview went from `oldSize` to `newSize`: the change is shared by the
    /// flexible parts of each axis in proportion to their sizes, as UIKit does [A].
    func resize(_ frame: CGRect, from oldSize: CGSize, to newSize: CGSize) -> CGRect {
      let (x, width) = Self.share(
        newSize.width - oldSize.width,
        parts: [frame.minX, frame.width, oldSize.width - frame.maxX],
        flexible: [
          contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin),
        ])
      let (y, height) = Self.share(
        newSize.height - oldSize.height,
        parts: [frame.minY, frame.height, oldSize.height - frame.maxY],
        flexible: [
          contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin),
        ])
      return CGRect(
        x: frame.minX + x, y: frame.minY + y, width: frame.width + width,
        height: frame.height + height)
    }

    /// How much of `delta` moves the origin and how much changes the size.
    private static func share(_ delta: CGFloat, parts: [CGFloat], flexible: [Bool]) -> (
      CGFloat, CGFloat
    ) {
      let flexibleParts = zip(parts, flexible).filter(\.1).map(\.0)
      guard !flexibleParts.isEmpty else { return (0, 0) }
      let total = flexibleParts.reduce(0, +)
      let shares = zip(parts, flexible).map { part, isFlexible -> CGFloat in
        guard isFlexible else { return 0 }
        return total > 0 ? delta * part / total : delta / CGFloat(flexibleParts.count)
      }
      return (shares[0], shares[1])
    }
  }
}
