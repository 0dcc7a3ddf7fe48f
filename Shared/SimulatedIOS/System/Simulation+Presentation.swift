import SimulatedUIKit

/// The views of the controllers presented over the run's (`UIViewController+Presentation`),
/// placed again when the window changes.
extension Simulation {
  /// Places the view of each controller presented over the run's where the running system puts
  /// it now (`presentationPlacement(of:in:)`: the window's size and orientation, a sheet's top in
  /// that orientation) and lays it out, inside the animation open now (a rotation's, a resize's),
  /// as UIKit's presentation controller lays its view out again when its container changes [M].
  /// Nothing when none is presented, as in every built-in run.
  func placePresentedViews() {
    var presenter = controller
    while let presented = presenter.presentedViewController {
      if let view = presented.viewIfLoaded, view.superview === window {
        let placement = presentationPlacement(
          of: presented.modalPresentationStyle, in: window.interfaceOrientation)
        view.setFrame(placement.frame, source: .layout)
        view.layoutIfNeeded(source: .layout)
      }
      presenter = presented
    }
  }
}
