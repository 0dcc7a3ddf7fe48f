/// The insets of a screen's safe area where a device has no home button, for a native app from
/// iOS 11 (`docs/behaviour-model.md` §9): the status bar around the sensor housing at the top in
/// portrait, the housing at both sides of a landscape iPhone, and the home indicator at the bottom.
public struct SafeArea: Equatable, Codable, Sendable {
  /// The insets in portrait.
  public var portrait: UIEdgeInsets
  /// The insets in landscape, the sensor housing's side either way round [S: useyourloaf, "It
  /// does not matter if the notch is on the left or right"].
  public var landscape: UIEdgeInsets

  /// A safe area of `portrait` insets in portrait and `landscape` insets in landscape.
  package init(portrait: UIEdgeInsets, landscape: UIEdgeInsets) {
    self.portrait = portrait
    self.landscape = landscape
  }

  /// The insets in `orientation`.
  public func insets(in orientation: UIInterfaceOrientation) -> UIEdgeInsets {
    orientation.isLandscape ? landscape : portrait
  }
}
