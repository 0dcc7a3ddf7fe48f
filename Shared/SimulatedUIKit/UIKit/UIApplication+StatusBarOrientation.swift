extension UIApplication {
  /// The interface's orientation, the status bar's (deprecated in iOS 13, still answered) [A]:
  /// the running app's window's, which turns with the interface.
  public var statusBarOrientation: UIInterfaceOrientation {
    RunningSystemSlot.running("UIApplication.statusBarOrientation").window.interfaceOrientation
  }
}
