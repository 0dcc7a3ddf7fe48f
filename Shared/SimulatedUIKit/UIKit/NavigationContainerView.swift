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
