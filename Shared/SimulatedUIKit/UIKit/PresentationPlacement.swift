/// Where the running system puts a presented controller's view, and what the presentation does to
/// the presenter (`RunningSystem.presentationPlacement(of:in:)`, whose answers are the simulated
/// iOS's rules).
package struct PresentationPlacement: Equatable {
  /// The presented view's frame in the window, once it has arrived.
  package var frame: CGRect
  /// Whether the presenter's view stays shown beneath (a sheet, over full screen), so that its
  /// controller hears no disappearance and, on the dismissal, no appearance [A: "the views
  /// beneath the presented content aren't removed from the view hierarchy when the
  /// presentation finishes", `UIModalPresentationStyle.overFullScreen`; S: a sheet's presenter
  /// stays in the hierarchy, Hackworth-Presentation13].
  package var keepsPresenterShown: Bool

  package init(frame: CGRect, keepsPresenterShown: Bool) {
    self.frame = frame
    self.keepsPresenterShown = keepsPresenterShown
  }
}
