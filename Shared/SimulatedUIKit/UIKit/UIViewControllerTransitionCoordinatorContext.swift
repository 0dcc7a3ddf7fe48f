/// What a transition's blocks are told about it: a protocol, as UIKit's [A:
/// Apple-TransitionCoordinatorContext], which an app names as `UIViewControllerTransitionCoordinatorContext`
/// or `any UIViewControllerTransitionCoordinatorContext`. The lab's size transitions
/// (`SizeTransitionCoordinator`) are the only ones that adopt it; the members of a presentation's
/// transition (`viewController(forKey:)`, `isInteractive`, `percentComplete`…) are not modelled
/// (docs/uikit-surface.md).
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// How long the transition animates.
  var transitionDuration: Double { get }
  /// The transition's curve [A: a `UIViewAnimationCurve`].
  var completionCurve: UIViewAnimationCurve { get }
  /// The view the transition happens in, which holds the controllers' views [A].
  var containerView: UIView { get }
}
