/// The kind of device the interface is for [A].
public enum UIUserInterfaceIdiom: Sendable {
  case phone
  case pad
}

/// The device the app runs on: the running simulation's.
public final class UIDevice {
  /// Whether the device is an iPhone or an iPad.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// How the device is held, whatever the interface does: it changes when the device is turned or
  /// laid flat, even when the interface does not rotate [A]. Portrait at launch [M].
  public package(set) var orientation: UIDeviceOrientation = .portrait

  package init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.userInterfaceIdiom = userInterfaceIdiom
  }

  /// The running simulation's device, or before the run, the one the run will have
  /// (`LaunchObjects`).
  public static var current: UIDevice {
    RunningSystemSlot.current?.uiDevice ?? PreRunState.launch("UIDevice.current").device
  }
}
