extension UIView {
  /// Draws the view's hierarchy, as the screen shows it, into `rect` of the current image context
  /// (`UIGraphicsBeginImageContext(_:)`) [A]. The lab has no pixels: nothing is drawn, and the
  /// answer is whether there was something to draw, the view in a window and a context open, as
  /// UIKit answers `false` when the snapshot has no image data [A; M: what counts]
  /// (`docs/uikit-surface.md`).
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let system = RunningSystemSlot.current else { return false }
    return window != nil && !system.application.imageContextSizes.isEmpty
  }
}
