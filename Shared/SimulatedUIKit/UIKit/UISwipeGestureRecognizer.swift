/// Recognizes a swipe in one of its `direction`s [A]: accepted, with its direction and number of
/// touches, and never fires: no scenario action swipes across a view [M]. The keyboard's own
/// swipe-down dismissal is the scroll view's `keyboardDismissMode`, played by
/// `interactive-dismiss`.
public final class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions a swipe may go [A].
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// To the right [A].
    public static let right = Direction(rawValue: 1 << 0)
    /// To the left [A].
    public static let left = Direction(rawValue: 1 << 1)
    /// Up [A].
    public static let up = Direction(rawValue: 1 << 2)
    /// Down [A].
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions the recognizer takes (default `.right`) [A].
  public var direction = Direction.right
  /// How many fingers make the swipe (default 1) [A].
  public var numberOfTouchesRequired = 1
}
