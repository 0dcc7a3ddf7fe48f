import SimulatedUIKit

/// A run whose controller contains another: a navigation controller, the driver's
/// `--in-navigation-controller` or one the app made. The screen judged is the top controller's:
/// its field is tapped, its views are named and measured in its view, the bar above it being the
/// navigation controller's [M: the keyboard code under test is the top controller's].
extension Simulation {
  /// The controller whose screen is judged: the run's, or its top controller when the run's is a
  /// navigation controller.
  var judgedController: UIViewController { controller.contentController }

  /// The judged controller's view while it is in the root view, else the root view.
  var judgedRoot: UIView {
    let rootView = self.rootView
    return containedJudgedView(in: rootView) ?? rootView
  }

  /// The hierarchy under `judgedRoot` as shown at `time`, in the coordinates of the root view
  /// where the system placed it (`placement`): a judged view inside the root view sits where the
  /// root view shows it.
  func shownJudgedHierarchy(placement: CGRect, at time: VirtualTime) -> ShownHierarchy {
    let rootView = self.rootView
    guard let root = containedJudgedView(in: rootView) else {
      return ShownHierarchy(root: rootView, placement: placement, at: time)
    }
    let rootFrame = rootView.presentationFrame(at: time)
    return ShownHierarchy(
      root: root,
      placement: placement.offsetBy(dx: -rootFrame.minX, dy: -rootFrame.minY), at: time)
  }

  /// The judged controller's view when it is another controller's than the run's and sits inside
  /// `rootView`; `nil` otherwise. Most runs' controller is judged itself: that is asked first,
  /// without taking the controller (`containedContentController`), as every sample asks this.
  private func containedJudgedView(in rootView: UIView) -> UIView? {
    guard let judged = controller.containedContentController, judged !== controller,
      let view = judged.viewIfLoaded, view !== rootView, view.isInside(rootView)
    else { return nil }
    return view
  }
}
