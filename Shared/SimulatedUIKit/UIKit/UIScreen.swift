/// The device's screen: UIKit's `UIScreen`, with its coordinate space, bounds and scale.
///
/// Keyboard frames arrive in the screen's coordinates [A: Apple-FrameKeys]; from iOS 16.1 the
/// keyboard notifications name the screen as their `object` [A: Apple-KeyboardWillShow], so that
/// an app converts from that screen's `coordinateSpace` rather than from its window's base
/// coordinates, which differ in Split View (the window sits in its pane) [A].
///
/// An `NSObject`, as UIKit's: `isEqual(_:)` is identity, so `screen.isEqual(view.window?.screen)`,
/// the check WWDC23's keyboard code makes on a notification's screen, holds for the window's
/// screen and for no other object [A: Apple-NSObjectIsEqual].
public final class UIScreen: NSObject {
  /// The screen's coordinate space, which follows the interface's orientation from iOS 8 [A:
  /// Apple-UICoordinateSpace] (before iOS 8, what-if: the portrait space, as the keyboard's frames).
  public let coordinateSpace: any UICoordinateSpace = ScreenCoordinateSpace()

  /// The running simulation's screen [A], or before the run, the one the run will have
  /// (`LaunchObjects`): a static or the controller's initializer may ask, as on a device.
  public static var main: UIScreen {
    (RunningSystemSlot.current?.window ?? PreRunState.launch("UIScreen.main").window).screen
  }

  /// The screen's rectangle in points: in the interface's orientation from iOS 8, portrait before
  /// [A: "Prior to iOS 8, a screen's bounds rectangle always reflected the screen dimensions
  /// relative to a portrait-up orientation"]. An iPhone app on an iPad sees the iPhone's screen.
  public var bounds: CGRect {
    guard let system = RunningSystemSlot.current else {
      // Before the run: the app launches in portrait [M].
      let window = PreRunState.launch("UIScreen.bounds").window
      return CGRect(origin: .zero, size: window.space.portraitSize)
    }
    let space = system.window.space
    let size =
      system.screenFollowsInterface
      ? space.interfaceSize(in: system.window.interfaceOrientation) : space.portraitSize
    return CGRect(origin: .zero, size: size)
  }

  /// Pixels per point on the running simulation's device [S].
  public var scale: CGFloat {
    RunningSystemSlot.current?.screenScale ?? PreRunState.launch("UIScreen.scale").screenScale
  }
}
