/// A layout constraint: the subset the 2017 storyboards use, edges pinned to the superview [A].
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

  /// The view on the left of the equation.
  public let firstItem: UIView
  /// Its edge.
  public let firstAttribute: Attribute
  /// The view on the right of the equation.
  public let secondItem: UIView
  /// Its edge (the same edge: only edge-to-edge pins are modelled).
  public let secondAttribute: Attribute
  /// The outlet name the timeline uses, when the nib connects one.
  let timelineName: String?
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
    item view1: UIView, attribute attr1: Attribute, toItem view2: UIView,
    attribute attr2: Attribute, constant: CGFloat, timelineName: String?
  ) {
    precondition(
      attr1 == attr2, "NSLayoutConstraint: only edge-to-same-edge constraints are modelled")
    firstItem = view1
    firstAttribute = attr1
    secondItem = view2
    secondAttribute = attr2
    self.constant = constant
    self.timelineName = timelineName
  }

  /// Where `view`'s constraints put it inside a superview whose bounds are `bounds`: an axis with
  /// both edges pinned takes both; with one edge pinned, the view keeps its size [A].
  static func frame(for view: UIView, in bounds: CGRect, constraints: [NSLayoutConstraint])
    -> CGRect
  {
    func edge(_ attribute: Attribute) -> CGFloat? {
      for constraint in constraints where constraint.firstAttribute == attribute {
        let superEdge = bounds.value(of: attribute)
        if constraint.firstItem === view { return superEdge + constraint.constant }
        if constraint.secondItem === view { return superEdge - constraint.constant }
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
