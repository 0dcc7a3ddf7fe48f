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
    guard let view = judgedController.viewIfLoaded, view !== rootView, view.isInside(rootView)
    else { return rootView }
    return view
  }

  /// The hierarchy under `judgedRoot` as shown at `time`, in the coordinates of the root view
  /// where the system placed it (`placement`): a judged view inside the root view sits where the
  /// root view shows it.
  func shownJudgedHierarchy(placement: CGRect, at time: VirtualTime) -> ShownHierarchy {
    let root = judgedRoot
    guard root !== rootView else {
      return ShownHierarchy(root: rootView, placement: placement, at: time)
    }
    let rootFrame = rootView.presentationFrame(at: time)
    return ShownHierarchy(
      root: root,
      placement: placement.offsetBy(dx: -rootFrame.minX, dy: -rootFrame.minY), at: time)
  }
}
