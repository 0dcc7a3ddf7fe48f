/// The screen's coordinate space (`UIScreen.coordinateSpace`): the screen's coordinates
/// themselves, in which the simulation posts the keyboard's frames.
final class ScreenCoordinateSpace: UICoordinateSpace {
  /// The screen's coordinates are the simulation's: nothing to map.
  func screenRect(from rect: CGRect) -> CGRect { rect }
}
