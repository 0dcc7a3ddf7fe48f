/// The guide `UIView.safeAreaLayoutGuide` returns (iOS 11): the owning view's bounds inset by its
/// safe area [A]. UIKit's type is `UILayoutGuide`; this subclass only computes the frame.
final class SafeAreaLayoutGuide: UILayoutGuide {
  override var systemFrame: CGRect? {
    guard let owningView else { return nil }
    return owningView.bounds.inset(by: owningView.safeAreaInsets)
  }
}
