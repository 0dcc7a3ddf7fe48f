/// The device's screen: UIKit's `UIScreen`, with the part the variants use, its coordinate space.
///
/// Keyboard frames arrive in the screen's coordinates [A: Apple-FrameKeys]; from iOS 16.1 the
/// keyboard notifications name the screen as their `object` [A: Apple-KeyboardWillShow], so that
/// an app converts from that screen's `coordinateSpace` rather than from its window's base
/// coordinates, which differ in Split View (the window sits in its pane) [A].
public final class UIScreen {
  /// The screen's coordinate space, which follows the interface's orientation from iOS 8 [A:
  /// Apple-UICoordinateSpace] (before iOS 8, what-if: the portrait space, as the keyboard's frames).
  public let coordinateSpace: any UICoordinateSpace = ScreenCoordinateSpace()

  init() {}
}
