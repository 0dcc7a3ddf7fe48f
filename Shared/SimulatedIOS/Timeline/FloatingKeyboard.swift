/// An undocked, split or floating iPad keyboard where it floats over the content, in the root
/// view's coordinates (`docs/behaviour-model.md` §8.2, §9). Drawn, never measured: nothing is meant to meet
/// it, and the notifications report it off the bottom. A class, so that a sample, which seldom
/// has one, holds a reference rather than four numbers.
public final class FloatingKeyboard: Equatable, Codable, Sendable {
  /// Its top edge.
  public let top: Double
  /// Its height.
  public let height: Double
  /// Whether it is split in two halves, one at each side.
  public let isSplit: Bool
  /// The floating keyboard's width (iPadOS 13), at the screen's left side; absent for an
  /// undocked or split keyboard, which spans the screen.
  public let width: Double?

  /// Creates a floating keyboard; each parameter is the property of the same name.
  public init(top: Double, height: Double, isSplit: Bool, width: Double? = nil) {
    self.top = top
    self.height = height
    self.isSplit = isSplit
    self.width = width
  }

  public static func == (lhs: FloatingKeyboard, rhs: FloatingKeyboard) -> Bool {
    lhs.top == rhs.top && lhs.height == rhs.height && lhs.isSplit == rhs.isSplit
      && lhs.width == rhs.width
  }
}
