/// How much a constraint matters, 1 to 1000, with UIKit's named levels [A].
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The level.
  public let rawValue: Float

  /// The priority `rawValue`.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// The priority `rawValue`, as UIKit's `UILayoutPriority(750)` [A].
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// 1000: the constraint must hold [A].
  public static let required = UILayoutPriority(1000)
  /// 750 [A].
  public static let defaultHigh = UILayoutPriority(750)
  /// 250 [A].
  public static let defaultLow = UILayoutPriority(250)
  /// 50 [A].
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Which matters less.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority `rhs` above `lhs`, as `.defaultHigh + 1` [A].
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority `rhs` below `lhs`, as `.required - 1` [A].
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}
