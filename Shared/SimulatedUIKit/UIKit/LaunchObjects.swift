/// The app's objects as its run will have them, made before its controller is: `UIScreen.main`,
/// `UIApplication.shared` and `UIDevice.current` answer from the moment the app's code runs (a
/// static, the controller's initializer), as on a device, where they exist before the first
/// screen. They wait on the thread (`PreRunState`) for the run that takes them.
package struct LaunchObjects {
  /// `UIApplication.shared`, holding `window`.
  package let application: UIApplication
  /// The app's one window, on `UIScreen.main`.
  package let window: UIWindow
  /// `UIDevice.current`.
  package let device: UIDevice
  /// Pixels per point of the device's screen: `UIScreen.scale`.
  package let screenScale: CGFloat

  package init(window: UIWindow, device: UIDevice, screenScale: CGFloat) {
    application = UIApplication(window: window)
    self.window = window
    self.device = device
    self.screenScale = screenScale
  }
}
