/// A rectangle in a view's layout that is not a view: UIKit's `UILayoutGuide` [A]. A guide
/// belongs to its owning view and gives its frame in that view's coordinates; constraints may pin
/// views to its anchors, and a guide the app made (`addLayoutGuide(_:)`) is itself placed by its
/// constraints, as a view is [A].
///
/// The system's guides compute their frames: `UIView.safeAreaLayoutGuide`, the view's bounds less
/// its safe area [A], and `UIView.keyboardLayoutGuide` (`UIKeyboardLayoutGuide`), whose frames the
/// simulation computes; a guide's frame is read at each layout pass, as Auto Layout reads it.
///
/// It is an `NSObject`, as on iOS, so guides compare by identity (`==`, `Equatable`) [A].
open class UILayoutGuide: NSObject {
  /// The view the guide belongs to [A]; unowned, and cleared by the view's `deinit`
  /// (`UIView.superview` says why).
  public internal(set) unowned var owningView: UIView?
  /// A name for the guide, for debugging [A].
  public var identifier = ""

  /// A guide with no owning view yet; `addLayoutGuide(_:)` gives it one [A].
  public override init() {
    super.init()
  }

  /// A guide from an archive: one with no owning view yet, as `init()` makes [A].
  public required init?(coder: NSCoder) {
    super.init()
  }

  init(owningView: UIView) {
    self.owningView = owningView
    super.init()
  }

  /// The frame the system gives the guide, in its owning view's coordinates; `nil` for a guide
  /// placed by its constraints (the app's).
  var systemFrame: CGRect? { nil }

  /// Whether the guide's frame comes from its constraints rather than the system.
  var isPlacedByConstraints: Bool { systemFrame == nil }

  /// The guide's rectangle in its owning view's coordinates [A]: what the system gives it, or
  /// where its constraints put it; a guide without an owner has none.
  public var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    if let systemFrame { return systemFrame }
    var solver = ConstraintSolver(superview: owningView)
    return solver.frame(for: self)
  }

}

/// A guide's anchors (`LayoutAnchorProviding`) [A].
extension UILayoutGuide: LayoutAnchorProviding {}
