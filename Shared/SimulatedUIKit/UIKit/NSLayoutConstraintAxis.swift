extension NSLayoutConstraint {
  /// One of the two directions of layout, with UIKit's raw values [A]: what hugging and
  /// compression priorities and a stack view's `axis` name.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }
}
