/// The scene that holds the app's window (iOS 13 and later) [A]: here the app's only scene, on the
/// device's screen.
public final class UIWindowScene: UIScene {
  private let window: UIWindow

  init(window: UIWindow) {
    self.window = window
  }

  /// The scene's windows: the app's one window.
  public var windows: [UIWindow] { [window] }

  /// The scene's key window (iOS 15 and later): the app's one window [A].
  public var keyWindow: UIWindow? { window }

  /// The screen the scene is on [A].
  public var screen: UIScreen { window.screen }

  /// The orientation of the scene's interface (iOS 13 and later) [A]: its window's, which turns
  /// with the interface, as `UIApplication.statusBarOrientation` does.
  public var interfaceOrientation: UIInterfaceOrientation { window.interfaceOrientation }
}
