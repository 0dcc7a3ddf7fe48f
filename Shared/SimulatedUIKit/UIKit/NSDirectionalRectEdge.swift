/// The edges of a rectangle, named by the reading direction: UIKit's `NSDirectionalRectEdge`
/// (iOS 13) [A]. The lab lays out left to right, so `leading` is the left edge and `trailing` the
/// right [M: no right-to-left layout].
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge [A].
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge, the left one in the lab [A].
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge [A].
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge, the right one in the lab [A].
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// No edge [A].
  public static let none: NSDirectionalRectEdge = []
  /// All four edges [A].
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
