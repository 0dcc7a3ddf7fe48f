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
  /// The release the device runs, its major and minor version.
  package let release: (major: Int, minor: Int)

  package init(userInterfaceIdiom: UIUserInterfaceIdiom, release: (major: Int, minor: Int)) {
    self.userInterfaceIdiom = userInterfaceIdiom
    self.release = release
  }

  /// The release the run simulates, as iOS writes it: `"12.0"`, `"8.3"`, `"16.1"` [A].
  public var systemVersion: String { "\(release.major).\(release.minor)" }

  /// `"iOS"` [A] (on an iPad from iOS 15, `"iPadOS"` on a device [1]; not modelled [M]).
  public var systemName: String { "iOS" }

  /// `"iPhone"` or `"iPad"` [A].
  public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

  /// The running simulation's device, or before the run, the one the run will have
  /// (`LaunchObjects`).
  public static var current: UIDevice {
    RunningSystemSlot.current?.uiDevice ?? PreRunState.launch("UIDevice.current").device
  }
}
