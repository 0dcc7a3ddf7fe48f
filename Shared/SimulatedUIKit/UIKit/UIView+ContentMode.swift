extension UIView {
  /// How a view's content fills its bounds (`UIView.contentMode`), with UIKit's raw values [A].
  public enum ContentMode: Int, Sendable {
    /// Stretched to the bounds.
    case scaleToFill
    /// Scaled to fit inside, keeping its aspect ratio.
    case scaleAspectFit
    /// Scaled to cover the bounds, keeping its aspect ratio.
    case scaleAspectFill
    /// Drawn again at each change of the bounds.
    case redraw
    /// Centred, not scaled.
    case center
    /// At the top's middle.
    case top
    /// At the bottom's middle.
    case bottom
    /// At the left's middle.
    case left
    /// At the right's middle.
    case right
    /// At the top left.
    case topLeft
    /// At the top right.
    case topRight
    /// At the bottom left.
    case bottomLeft
    /// At the bottom right.
    case bottomRight
  }
}
