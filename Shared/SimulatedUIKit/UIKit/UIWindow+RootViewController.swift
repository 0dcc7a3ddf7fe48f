extension UIWindow {
  /// The controller whose view is the window's root view [A]: the controller under test, in the
  /// running app's window; `nil` in any other. Read-only here: the lab's window is the run's,
  /// and the driver, not the app, gives it its controller [M].
  public var rootViewController: UIViewController? {
    guard let system = RunningSystemSlot.current, system.window === self else { return nil }
    return system.controller
  }
}
