extension UIWindow {
  /// Whether this is the key window, the one that receives keyboard events: the running app's
  /// window is [A].
  public var isKeyWindow: Bool {
    RunningSystemSlot.current?.window === self
  }

  /// The scene the window is in (iOS 13 and later): the running app's one scene for its window
  /// [A].
  public var windowScene: UIWindowScene? {
    guard let application = RunningSystemSlot.current?.application, isKeyWindow else { return nil }
    return application.scene
  }
}
