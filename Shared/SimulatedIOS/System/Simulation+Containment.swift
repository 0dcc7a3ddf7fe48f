import SimulatedUIKit

/// A run whose controller contains another: a navigation controller, the driver's
/// `--in-navigation-controller` or one the app made. The screen judged is the top controller's:
/// its field is tapped, its views are named and measured in its view, the bar above it being the
/// navigation controller's [M: the keyboard code under test is the top controller's].
///
/// While a controller is presented over the run's (`UIViewController+Presentation`), the screen
/// judged is the presented one's, the last presented when several are, as it is what a person
/// sees and touches [M]: its field is tapped, its view measured where the window shows it (a
/// sheet's card below the status bar, a full-screen one covering the presenter, whose background
/// then shows nowhere). While it slides in, and from the moment its dismissal begins, the screen
/// beneath is judged (`UIViewController.shownContentController`) [M: a view on its way is no
/// screen a person types in].
extension Simulation {
  /// The controller whose screen is judged: the run's, or its top controller when the run's is a
  /// navigation controller, or the one presented over it.
  var judgedController: UIViewController { controller.shownContentController }

  /// The judged controller's view while it is in the root view, else the root view.
  var judgedRoot: UIView {
    let rootView = self.rootView
    return containedJudgedView(in: rootView) ?? rootView
  }

  /// The judged root view and the path to the judged field as they are now (`JudgedHierarchy`).
  func findJudgedHierarchy() -> JudgedHierarchy {
    let root = judgedRoot
    return JudgedHierarchy(
      root: root, isRunRootView: root === rootView, path: judgedFieldPath(under: root))
  }

  /// The hierarchy under `found`'s root as shown at `time`, in the coordinates of the root view
  /// where the system placed it (`placement`): a judged view inside the root view sits where the
  /// root view shows it.
  func shownJudgedHierarchy(
    _ found: JudgedHierarchy, placement: CGRect, at time: VirtualTime
  ) -> ShownHierarchy {
    guard !found.isRunRootView else {
      return ShownHierarchy(root: found.root, placement: placement, at: time)
    }
    let outer = originInWindow(ofSuperviewOf: found.root, at: time)
    return ShownHierarchy(
      root: found.root, placement: placement.offsetBy(dx: -outer.x, dy: -outer.y), at: time)
  }

  /// Where the superview of `view` starts in the window at `time`: the presentation origins of
  /// the views from that superview up to the window, added (the root view's own for a view inside
  /// it, none for a presented view straight in the window).
  private func originInWindow(ofSuperviewOf view: UIView, at time: VirtualTime) -> CGPoint {
    var origin = CGPoint.zero
    var current = view.superview
    while let outer = current, outer !== window {
      let frame = outer.presentationFrame(at: time)
      origin.x += frame.minX
      origin.y += frame.minY
      current = outer.superview
    }
    return origin
  }

  /// The judged controller's view when it is another controller's than the run's and sits inside
  /// `rootView`, or, while one is presented, in the window; `nil` otherwise. Most runs' controller
  /// is judged itself: that is asked first, without taking the controller
  /// (`containedContentController`), as every sample asks this.
  private func containedJudgedView(in rootView: UIView) -> UIView? {
    if controller.presentedViewController != nil {
      guard let view = judgedController.viewIfLoaded, view !== rootView, view.window === window
      else { return nil }
      return view
    }
    guard let judged = controller.containedContentController, judged !== controller,
      let view = judged.viewIfLoaded, view !== rootView, view.isInside(rootView)
    else { return nil }
    return view
  }
}
