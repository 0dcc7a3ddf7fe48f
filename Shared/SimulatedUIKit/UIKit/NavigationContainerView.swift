/// A navigation controller's own view: it holds the top controller's view and the bar in front of
/// it, and places both whenever it is laid out (`UINavigationController.layOutBarAndTopView(in:)`),
/// after its constraints, as UIKit's container view does [M: UIKit's is private].
final class NavigationContainerView: UIView {
  /// The navigation controller whose view this is.
  weak var navigationController: UINavigationController?

  override func layoutSubviews() {
    super.layoutSubviews()
    navigationController?.layOutBarAndTopView(in: self)
  }
}

extension UIView {
  /// Marks every navigation controller's view inside this one for layout, so that its bar takes
  /// the place the running system gives it now (`RunningSystem.navigationBarPlacement(in:)`):
  /// after the status bar hides or shows, where no safe area changes to mark it (before iOS 11).
  package func setNeedsLayoutOfNavigationContainers() {
    if self is NavigationContainerView { setNeedsLayout() }
    for subview in subviews { subview.setNeedsLayoutOfNavigationContainers() }
  }
}
