/// A rectangle in a view's layout that is not a view: UIKit's `UILayoutGuide` [A], with the parts
/// the variants use. A guide belongs to its owning view and gives its frame in that view's
/// coordinates; a constraint may pin a subview's edge to one of the guide's (`topAnchor`).
///
/// The guides here are the system's own: `UIView.safeAreaLayoutGuide`, the view's bounds less its
/// safe area [A], and `UIView.keyboardLayoutGuide` (`UIKeyboardLayoutGuide`), whose frames the
/// simulation computes; a guide's frame is read at each layout pass, as Auto Layout reads it.
public class UILayoutGuide {
  /// The view the guide belongs to.
  public internal(set) weak var owningView: UIView?

  init(owningView: UIView) {
    self.owningView = owningView
  }

  /// The guide's rectangle in its owning view's coordinates [A]: for the safe area's guide, the
  /// view's bounds inset by its safe area; a guide without an owner has none.
  public var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    let insets = owningView.safeAreaInsets
    let bounds = owningView.bounds
    return CGRect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: bounds.width - insets.left - insets.right,
      height: bounds.height - insets.top - insets.bottom)
  }

  /// The guide's top edge, for `constraint(equalTo:)` [A].
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }

  /// The guide's bottom edge, for `constraint(equalTo:)` [A].
  public var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  }
}
