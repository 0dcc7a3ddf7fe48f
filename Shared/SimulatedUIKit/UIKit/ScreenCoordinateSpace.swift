/// The screen's coordinate space (`UIScreen.coordinateSpace`): the screen's coordinates
/// themselves, in which the simulation posts the keyboard's frames.
final class ScreenCoordinateSpace: UICoordinateSpace {
  /// The screen's bounds, in the interface's orientation from iOS 8 (`UIScreen.bounds`) [A].
  var bounds: CGRect { UIScreen.main.bounds }

  /// The screen's coordinates are the simulation's: nothing to map.
  func screenRect(from rect: CGRect) -> CGRect { rect }

  /// The screen's coordinates are the simulation's: nothing to map.
  func rect(fromScreen rect: CGRect) -> CGRect { rect }
}
