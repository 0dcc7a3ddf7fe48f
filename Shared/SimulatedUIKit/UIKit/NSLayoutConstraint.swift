/// A layout constraint: `first.attribute (=, ≤ or ≥) multiplier × second.attribute + constant`,
/// as UIKit's [A], with a priority; an edge, a center or a size of a view or a layout guide.
///
/// Changing `constant` marks the views it places for layout; nothing moves until the next layout
/// pass (the end of the run loop's turn) or `layoutIfNeeded()`, which inside an animation block
/// animates [A]. `ConstraintSolver` says what the lab solves.
public final class NSLayoutConstraint {
  /// What a constraint relates: an edge, a center or a size, with UIKit's raw values [A]. Leading
  /// and trailing are left and right: right-to-left layout is not modelled [M].
  public enum Attribute: Int, Sendable {
    /// No attribute: the second item of a size set to a constant.
    case notAnAttribute = 0
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
  }

  /// How the two sides relate, with UIKit's raw values [A].
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1, equal, greaterThanOrEqual
  }

  /// The view or layout guide on the left of the equation.
  public let firstItem: AnyObject?
  /// Its attribute.
  public let firstAttribute: Attribute
  /// How the left side relates to the right.
  public let relation: Relation
  /// The view or layout guide on the right of the equation; `nil` for a size set to a constant.
  public let secondItem: AnyObject?
  /// Its attribute; `.notAnAttribute` without a second item.
  public let secondAttribute: Attribute
  /// The factor on the second item's attribute [A].
  public let multiplier: CGFloat
  /// The outlet name the timeline uses, when the nib connects one.
  package var timelineName: String?
  /// The view that holds the constraint, `nil` while it is inactive; unowned, and cleared by the
  /// view's `deinit` (`UIView.superview` says why).
  unowned var owner: UIView?
  /// A name for the constraint, for debugging [A].
  public var identifier: String?
  /// How much the constraint matters: `.required` must hold; a lower one gives way [A].
  public var priority = UILayoutPriority.required {
    didSet {
      guard priority != oldValue else { return }
      markItemsForLayout()
    }
  }

  /// The distance added to the second item's attribute.
  public var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      if let timelineName {
        RunningSystemSlot.current?.recorder.record(
          .constraint(ConstraintChange(name: timelineName, constant: Double(constant))))
      }
      markItemsForLayout()
    }
  }

  /// Creates `view1.attr1 relation view2.attr2 × multiplier + c`, as UIKit's initializer [A];
  /// `view1` and `view2` are views or layout guides.
  public convenience init(
    item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      item: view1, attribute: attr1, relatedBy: relation, toItem: view2, attribute: attr2,
      multiplier: multiplier, constant: c, timelineName: nil)
  }

  package init(
    item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation = .equal,
    toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat = 1,
    constant: CGFloat, timelineName: String?
  ) {
    precondition(
      view1 is UIView || view1 is UILayoutGuide,
      "NSLayoutConstraint: the first item must be a view or a layout guide")
    precondition(
      view2 == nil || view2 is UIView || view2 is UILayoutGuide,
      "NSLayoutConstraint: the second item must be a view, a layout guide or nil")
    firstItem = view1
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2
    secondAttribute = view2 == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    self.constant = constant
    self.timelineName = timelineName
  }

  /// Whether the constraint takes part in layout [A]: activating it adds it to the nearest view
  /// that holds both items (a guide counts as its owning view); deactivating removes it.
  public var isActive: Bool {
    get { owner != nil }
    set {
      guard newValue != isActive else { return }
      if newValue {
        commonOwner.addConstraint(self)
      } else {
        owner?.removeConstraint(self)
      }
    }
  }

  /// Activates each of `constraints` [A].
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each of `constraints` [A].
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The view an item belongs to: the view itself, or a guide's owning view.
  static func holder(of item: AnyObject?) -> UIView? {
    (item as? UILayoutGuide)?.owningView ?? (item as? UIView)
  }

  /// The nearest common ancestor of the two items' views [A: "the constraint is added to the
  /// closest common ancestor"]; for a size set to a constant, the view itself.
  private var commonOwner: UIView {
    guard let first = Self.holder(of: firstItem) else {
      fatalError("NSLayoutConstraint: a guide without an owning view")
    }
    guard secondItem != nil else { return first }
    guard let second = Self.holder(of: secondItem) else {
      fatalError("NSLayoutConstraint: a guide without an owning view")
    }
    var ancestor: UIView? = first
    while let candidate = ancestor {
      if second.isDescendant(of: candidate) { return candidate }
      ancestor = candidate.superview
    }
    fatalError(
      "NSLayoutConstraint: the two items have no common ancestor (UIKit raises here too)")
  }

  /// Whether `item` is one of the two items.
  func involves(_ item: AnyObject) -> Bool {
    firstItem === item || secondItem === item
  }

  /// Marks the owner and the superviews of the views the constraint places for layout.
  func markItemsForLayout() {
    owner?.setNeedsLayout()
    for item in [firstItem, secondItem] {
      (item as? UIView)?.superview?.setNeedsLayout()
      (item as? UILayoutGuide)?.owningView?.setNeedsLayout()
    }
  }
}
