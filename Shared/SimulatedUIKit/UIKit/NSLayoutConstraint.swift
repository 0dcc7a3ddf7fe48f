/// A layout constraint: the subset the 2017 storyboards use, edges pinned to the superview, and a
/// subview's edge pinned to a layout guide's of the superview (`UILayoutGuide`) [A].
///
/// `first.attribute = second.attribute + constant`. Changing `constant` marks the owning view for
/// layout; nothing moves until `layoutIfNeeded()`, which inside an animation block animates.
public final class NSLayoutConstraint {
  /// The edges the storyboards pin.
  public enum Attribute: Sendable {
    case leading, trailing, top, bottom
  }

  /// How the two sides relate; the storyboards only use equality.
  public enum Relation: Sendable {
    case equal
  }

  /// The view or layout guide on the left of the equation.
  public let firstItem: AnyObject
  /// Its edge.
  public let firstAttribute: Attribute
  /// The view or layout guide on the right of the equation.
  public let secondItem: AnyObject
  /// Its edge: the same edge between a view and its superview; any between a view and a guide.
  public let secondAttribute: Attribute
  /// The outlet name the timeline uses, when the nib connects one.
  var timelineName: String?
  weak var owner: UIView?

  /// The distance added to the second item's edge.
  public var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      if let timelineName {
        Simulation.current?.recorder.record(
          .constraint(ConstraintChange(name: timelineName, constant: Double(constant))))
      }
      owner?.setNeedsLayout()
    }
  }

  /// Creates `view1.attr1 = view2.attr2 × multiplier + c`, as UIKit's initializer [A]; only a
  /// multiplier of 1 between a view and its superview is modelled.
  public convenience init(
    item view1: UIView, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: UIView, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    precondition(multiplier == 1, "NSLayoutConstraint: only a multiplier of 1 is modelled")
    self.init(
      item: view1, attribute: attr1, toItem: view2, attribute: attr2, constant: c, timelineName: nil
    )
  }

  init(
    item view1: AnyObject, attribute attr1: Attribute, toItem view2: AnyObject,
    attribute attr2: Attribute, constant: CGFloat, timelineName: String?
  ) {
    precondition(
      attr1 == attr2 || view1 is UILayoutGuide || view2 is UILayoutGuide,
      "NSLayoutConstraint: only edge-to-same-edge constraints between views are modelled")
    firstItem = view1
    firstAttribute = attr1
    secondItem = view2
    secondAttribute = attr2
    self.constant = constant
    self.timelineName = timelineName
  }

  /// Whether the constraint takes part in layout [A]: activating it adds it to the view that
  /// holds both items (the superview, or the guide's owning view); deactivating removes it.
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

  /// The view that holds both items: a guide's owning view, or the superview of the other view.
  private var commonOwner: UIView {
    func holder(_ item: AnyObject) -> UIView? {
      (item as? UILayoutGuide)?.owningView ?? (item as? UIView)
    }
    guard let first = holder(firstItem), let second = holder(secondItem) else {
      preconditionFailure("NSLayoutConstraint: a guide without an owning view")
    }
    if first === second.superview || first === second { return first }
    precondition(
      second === first.superview, "NSLayoutConstraint: only a view and its superview are modelled")
    return second
  }

  /// Where `view`'s constraints put it inside a superview whose bounds are `bounds`: an axis with
  /// both edges pinned takes both; with one edge pinned, the view keeps its size [A]. An edge
  /// pinned to a guide takes the guide's edge, read now (`UILayoutGuide.layoutFrame`).
  static func frame(for view: UIView, in bounds: CGRect, constraints: [NSLayoutConstraint])
    -> CGRect
  {
    func value(of item: AnyObject, _ attribute: Attribute) -> CGFloat {
      ((item as? UILayoutGuide)?.layoutFrame ?? bounds).value(of: attribute)
    }
    func edge(_ attribute: Attribute) -> CGFloat? {
      for constraint in constraints {
        if constraint.firstItem === view, constraint.firstAttribute == attribute {
          return value(of: constraint.secondItem, constraint.secondAttribute) + constraint.constant
        }
        if constraint.secondItem === view, constraint.secondAttribute == attribute {
          return value(of: constraint.firstItem, constraint.firstAttribute) - constraint.constant
        }
      }
      return nil
    }
    var frame = view.frame
    switch (edge(.leading), edge(.trailing)) {
    case let (leading?, trailing?): frame.origin.x = leading; frame.size.width = trailing - leading
    case let (leading?, nil): frame.origin.x = leading
    case let (nil, trailing?): frame.origin.x = trailing - frame.width
    case (nil, nil): break
    }
    switch (edge(.top), edge(.bottom)) {
    case let (top?, bottom?): frame.origin.y = top; frame.size.height = bottom - top
    case let (top?, nil): frame.origin.y = top
    case let (nil, bottom?): frame.origin.y = bottom - frame.height
    case (nil, nil): break
    }
    return frame
  }
}

extension CGRect {
  fileprivate func value(of attribute: NSLayoutConstraint.Attribute) -> CGFloat {
    switch attribute {
    case .leading: minX
    case .trailing: maxX
    case .top: minY
    case .bottom: maxY
    }
  }
}
