import SimulatedUIKit

/// The device's own orientation when it changes without the interface rotating.
extension Simulation {
  /// Lays the device flat, face up or face down: `UIDevice.current.orientation` changes [A]; the
  /// interface keeps its orientation, since no interface orientation is flat [A], and the app is
  /// asked nothing [M: UIKit only asks about rotating when the device turns to an orientation the
  /// interface could take]. Standing it up again is a `rotate` to the orientation it was in.
  func layFlat(_ orientation: UIDeviceOrientation) {
    precondition(orientation.isFlat, "Simulation.layFlat: \(orientation.swiftName) is not flat")
    uiDevice.orientation = orientation
    recorder.record(
      .note(
        "UIDevice.current.orientation = .\(orientation.swiftName); the interface stays .\(window.interfaceOrientation.swiftName)"
      ))
  }
}
