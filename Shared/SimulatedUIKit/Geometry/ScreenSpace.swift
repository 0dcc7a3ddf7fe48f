/// Maps rectangles between the interface's coordinates and the screen's fixed portrait ones.
///
/// Before iOS 8 the screen's (and the window's) coordinates stay portrait whatever the interface
/// does [A: "These coordinates do not take into account any rotation factors"], so a landscape
/// keyboard is a tall, narrow rectangle whose width is its height. `landscapeLeft` has the home
/// button on the left: the interface's top runs along the screen's left edge.
package struct ScreenSpace {
  /// The screen in portrait, in points.
  package let portraitSize: CGSize

  /// The space of a screen of `portraitSize` points in portrait.
  package init(portraitSize: CGSize) {
    self.portraitSize = portraitSize
  }

  /// The screen's size as the interface sees it in `orientation`.
  package func interfaceSize(in orientation: UIInterfaceOrientation) -> CGSize {
    orientation.isLandscape
      ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
  }

  /// Maps `rect` from interface coordinates in `orientation` to portrait screen coordinates.
  package func portraitRect(fromInterface rect: CGRect, in orientation: UIInterfaceOrientation)
    -> CGRect
  {
    let width = portraitSize.width
    let height = portraitSize.height
    switch orientation {
    case .portrait:
      return rect
    case .portraitUpsideDown:
      return CGRect(
        x: width - rect.maxX, y: height - rect.maxY, width: rect.width, height: rect.height)
    case .landscapeLeft:
      return CGRect(x: rect.minY, y: height - rect.maxX, width: rect.height, height: rect.width)
    case .landscapeRight:
      return CGRect(x: width - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
    }
  }

  /// Maps `rect` from portrait screen coordinates to interface coordinates in `orientation`.
  func interfaceRect(fromPortrait rect: CGRect, in orientation: UIInterfaceOrientation) -> CGRect {
    let width = portraitSize.width
    let height = portraitSize.height
    switch orientation {
    case .portrait:
      return rect
    case .portraitUpsideDown:
      return CGRect(
        x: width - rect.maxX, y: height - rect.maxY, width: rect.width, height: rect.height)
    case .landscapeLeft:
      return CGRect(x: height - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
    case .landscapeRight:
      return CGRect(x: rect.minY, y: width - rect.maxX, width: rect.height, height: rect.width)
    }
  }
}
