import SimulatedUIKit

/// The status bar as the app decides it (`SystemRules.appDecidesStatusBar`): read from the window's
/// root controller's deciding controller (`UIViewController.statusBarDecidingController`) at
/// launch, at a presentation, a dismissal and a navigation controller's change of top controller,
/// and whenever the app calls `setNeedsStatusBarAppearanceUpdate()` [A].
extension Simulation {
  /// Reads whether the app hides the status bar now; where that changed, gives the window the safe
  /// area that follows (`SystemRules.viewSafeArea(statusBarHiddenByApp:)`), has every navigation
  /// bar placed again (`navigationBarPlacement(in:)`), notes the change in the timeline, and,
  /// inside an animation block, lays the views out in it, so that they move with the block [A:
  /// `setNeedsStatusBarAppearanceUpdate()`]; otherwise they are laid out at the end of the turn.
  package func statusBarAppearanceNeedsUpdate() {
    let decider = controller.statusBarDecidingController
    let hidden = rules.appDecidesStatusBar && decider.prefersStatusBarHidden
    guard hidden != statusBarIsHiddenByApp else { return }
    statusBarIsHiddenByApp = hidden
    window.takeSafeArea(rules.viewSafeArea(statusBarHiddenByApp: hidden))
    recorder.record(
      .note(
        "status bar \(hidden ? "hidden" : "shown"): \(type(of: decider)).prefersStatusBarHidden "
          + "is \(hidden)"))
    window.setNeedsLayoutOfNavigationContainers()
    if animator.currentBlock != nil { layOutViewsNeedingLayout() }
  }
}
