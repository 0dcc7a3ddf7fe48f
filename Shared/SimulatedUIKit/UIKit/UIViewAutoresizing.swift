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
      // Plain loops: every layout pass of every frame comes here.
      var total: CGFloat = 0
      var flexibleCount = 0
      for index in parts.indices where flexible[index] {
        total += parts[index]
        flexibleCount += 1
      }
      guard flexibleCount > 0 else { return (0, 0) }
      func portion(_ index: Int) -> CGFloat {
        guard flexible[index] else { return 0 }
        return total > 0 ? delta * parts[index] / total : delta / CGFloat(flexibleCount)
      }
      return (portion(0), portion(1))
    }
  }
}
