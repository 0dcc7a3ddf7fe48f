/// How a label or a field lines up its text, with UIKit's raw values [A]. The lab draws no text,
/// so alignment is kept and read back [M].
public enum NSTextAlignment: Int, Sendable {
  /// Along the left edge.
  case left = 0
  /// Centered.
  case center = 1
  /// Along the right edge.
  case right = 2
  /// Spread to both edges.
  case justified = 3
  /// The script's own direction (left in the lab's left-to-right languages).
  case natural = 4
}
