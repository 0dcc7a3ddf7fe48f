/// A layout constraint: `first.attribute (=, ≤ or ≥) multiplier × second.attribute + constant`,
/// as UIKit's [A], with a priority; an edge, a center or a size of a view or a layout guide.
///
/// Changing `constant` marks the views it places for layout; nothing moves until the next layout
/// pass (the end of the run loop's turn) or `layoutIfNeeded()`, which inside an animation block
/// animates [A]. `ConstraintSolver` says what the lab solves.
///
/// As on iOS, it is an open `NSObject` subclass whose designated initializer is `init()`, a
/// constraint without items, and `init(item:attribute:relatedBy:toItem:attribute:multiplier:
/// constant:)` a convenience initializer over it [A]: an app's subclass that overrides `init()`
/// (a constraint that follows the keyboard) inherits the item initializer, which runs the
/// override. Constraints compare and hash by identity, as `NSObject`s do [A]. What the solver
/// reads is `final`, over private storage: a direct read, with no run-time exclusivity check and
/// no dynamic dispatch (docs/performance.md).
open class NSLayoutConstraint: NSObject {
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

  /// The view or layout guide on the left of the equation; `nil` for a constraint made with
  /// `init()` alone.
  public final var firstItem: AnyObject? { storedFirstItem }
  /// Its attribute.
  public final var firstAttribute: Attribute { storedFirstAttribute }
  /// How the left side relates to the right.
  public final var relation: Relation { storedRelation }
  /// The view or layout guide on the right of the equation; `nil` for a size set to a constant.
  public final var secondItem: AnyObject? { storedSecondItem }
  /// Its attribute; `.notAnAttribute` without a second item.
  public final var secondAttribute: Attribute { storedSecondAttribute }
  /// The factor on the second item's attribute [A].
  public final var multiplier: CGFloat { storedMultiplier }
  /// The outlet name the timeline uses, when the nib connects one.
  package final var timelineName: String?
  /// The view that holds the constraint, `nil` while it is inactive; unowned, and cleared by the
  /// view's `deinit` (`UIView.superview` says why).
  final unowned var owner: UIView?
  /// A name for the constraint, for debugging [A].
  public final var identifier: String?
  /// How much the constraint matters: `.required` must hold; a lower one gives way [A]. Over
  /// private storage, as what the solver reads is: the solver reads it for every row it makes,
  /// and a stored property other modules can write is checked at run time at each read.
  public final var priority: UILayoutPriority {
    get { storedPriority }
    set {
      guard newValue != storedPriority else { return }
      storedPriority = newValue
      markItemsForLayout()
    }
  }

  /// The distance added to the second item's attribute.
  public final var constant: CGFloat {
    get { storedConstant }
    set {
      guard newValue != storedConstant else { return }
      storedConstant = newValue
      if let timelineName {
        RunningSystemSlot.current?.recorder.record(
          .constraint(ConstraintChange(name: timelineName, constant: Double(newValue))))
      }
      markItemsForLayout()
    }
  }

  // The equation, set once by the item initializer (`init()` leaves it empty, as UIKit's).
  private var storedFirstItem: AnyObject?
  private var storedFirstAttribute = Attribute.notAnAttribute
  private var storedRelation = Relation.equal
  private var storedSecondItem: AnyObject?
  private var storedSecondAttribute = Attribute.notAnAttribute
  private var storedMultiplier: CGFloat = 1
  private var storedConstant: CGFloat = 0
  private var storedPriority = UILayoutPriority.required

  /// A constraint with no items, relating nothing until the item initializer sets them: the
  /// designated initializer, which a subclass overrides [A]. Activating it alone stops the
  /// program [M: UIKit raises on a constraint without a first item too].
  public override init() {
    super.init()
  }

  /// Creates `view1.attr1 relation view2.attr2 × multiplier + c`, as UIKit's initializer [A];
  /// `view1` and `view2` are views or layout guides. It runs `init()`, a subclass's override too,
  /// then sets the items.
  public convenience init(
    item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      item: view1, attribute: attr1, relatedBy: relation, toItem: view2, attribute: attr2,
      multiplier: multiplier, constant: c, timelineName: nil)
  }

  package convenience init(
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
    self.init()
    storedFirstItem = view1
    storedFirstAttribute = attr1
    storedRelation = relation
    storedSecondItem = view2
    storedSecondAttribute = view2 == nil ? .notAnAttribute : attr2
    storedMultiplier = multiplier
    storedConstant = constant
    self.timelineName = timelineName
  }

  /// Told after the constraint was decoded from a nib or a storyboard, answering the object to
  /// use in its place: itself by default [A: `NSObject.awakeAfter(using:)`]. The lab loads no
  /// nibs, so it is told to no constraint, as on iOS to a constraint made in code [A]. It sits
  /// here, where iOS has it on `NSObject`, so that a constraint's subclass overrides it
  /// (swift-corelibs-foundation's `NSObject` has none) [M].
  open func awakeAfter(using coder: NSCoder) -> Any? {
    self
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
      fatalError(
        firstItem == nil
          ? "NSLayoutConstraint: a constraint made with init() alone has no items to relate"
          : "NSLayoutConstraint: a guide without an owning view")
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
    Self.markPlacer(of: storedFirstItem)
    Self.markPlacer(of: storedSecondItem)
  }

  /// Marks for layout the view that places `item`: a view's superview, a guide's owning view.
  /// Item by item, with no array of the two: the nib's every constraint and every change of a
  /// constant marks them.
  private static func markPlacer(of item: AnyObject?) {
    if let view = item as? UIView {
      view.superview?.setNeedsLayout()
    } else if let guide = item as? UILayoutGuide {
      guide.owningView?.setNeedsLayout()
    }
  }
}
