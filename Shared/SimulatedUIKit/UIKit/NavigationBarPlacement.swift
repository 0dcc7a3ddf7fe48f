/// Where the running system puts a navigation controller's bar, and what the bar does to the
/// content under it (`RunningSystem.navigationBarPlacement(in:)`, whose answers are the simulated
/// iOS's rules).
package struct NavigationBarPlacement: Equatable {
  /// The bar's top in a navigation controller's view that starts at the window's top: the status
  /// bar's bottom where the status bar shows over that view, else 0.
  package var top: CGFloat
  /// The bar's height.
  package var height: CGFloat
  /// Whether a bar is translucent unless the app says otherwise (`UINavigationBar.isTranslucent`),
  /// so that the top controller's view runs under it.
  package var isTranslucentByDefault: Bool
  /// Whether the bar is part of the top controller's safe area: from iOS 11, where the safe area
  /// arrived.
  package var insetsSafeArea: Bool

  package init(top: CGFloat, height: CGFloat, isTranslucentByDefault: Bool, insetsSafeArea: Bool) {
    self.top = top
    self.height = height
    self.isTranslucentByDefault = isTranslucentByDefault
    self.insetsSafeArea = insetsSafeArea
  }

  /// Outside a run, where no system places anything: a 44 pt bar at the view's top, translucent
  /// [M].
  static let outsideARun = NavigationBarPlacement(
    top: 0, height: 44, isTranslucentByDefault: true, insetsSafeArea: true)
}
