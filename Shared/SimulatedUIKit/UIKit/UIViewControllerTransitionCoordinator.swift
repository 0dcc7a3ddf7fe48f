/// Runs blocks alongside a transition and after it ends (iOS 8 and later): a protocol, as UIKit's
/// [A: Apple-TransitionCoordinator], so that an app's `viewWillTransition(to:with:)` takes
/// `coordinator: UIViewControllerTransitionCoordinator` or `coordinator: any
/// UIViewControllerTransitionCoordinator` alike, as the SDK does. The lab's size transitions
/// hand a `SizeTransitionCoordinator`.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Adds blocks to run alongside the transition and after it; `true` when they will run [A].
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
  /// Adds a block to run alongside the transition, with no completion: the SDK's default of `nil`
  /// for the last parameter [A].
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}
