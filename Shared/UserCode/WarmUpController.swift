import SimulatedUIKit

/// The warm-up run's controller (`WarmUpVariant`): a class of the lab's own that holds a view and a
/// constraint in stored properties, as a user's controller does, so that the warm-up reads them as
/// every run reads a user's (`Mirror`, and the views named after the properties) and the Swift
/// runtime has made what that reading needs before any run is forked.
final class WarmUpController: UIViewController {
  /// A view the controller keeps, in no hierarchy.
  let badge = UIView()
  /// A constraint the controller keeps, as a user's keeps the one it animates.
  var bottomConstraint: NSLayoutConstraint?
}
