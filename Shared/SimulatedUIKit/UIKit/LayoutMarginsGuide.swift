/// A view's `layoutMarginsGuide`: its bounds less its safe area (from iOS 11, where the margins
/// are measured from the safe area's edges by default, `insetsLayoutMarginsFromSafeArea`) and
/// less its `layoutMargins` [A].
final class LayoutMarginsGuide: UILayoutGuide {
  override var systemFrame: CGRect? {
    owningView?.marginsRect
  }
}
