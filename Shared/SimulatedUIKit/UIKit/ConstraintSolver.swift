/// Where Auto Layout puts the items inside one view: its subviews placed by constraints, and the
/// layout guides it owns that the app made [A]. The lab's solver, not UIKit's simplex: enough for
/// the layouts keyboard code writes [M].
///
/// Each axis of an item has four slots: its low edge (leading, left, top), its high edge
/// (trailing, right, bottom), its center and its size. A slot takes the value of its
/// highest-priority equality, kept inside the inequalities that matter at least as much; two
/// slots fix the axis (both edges; an edge or the center with the size; an edge with the center).
/// With one, the item keeps its size (its `intrinsicContentSize` when it has one) [A]; with none,
/// it stays where it is. An inequality alone keeps the item where it is unless it breaks it, and
/// then moves the slot to its limit. An edge may be pinned to the view, its guides (the safe
/// area's, the keyboard's, the app's), siblings (solved first) or views elsewhere (read from
/// their frames), all in the view's coordinates; constraints to an item's own subviews place
/// those, not the item.
struct ConstraintSolver {
  /// The view whose items are placed; values are in its coordinates.
  let superview: UIView
  private var solved: [ObjectIdentifier: CGRect] = [:]
  private var solving: Set<ObjectIdentifier> = []

  init(superview: UIView) {
    self.superview = superview
  }

  /// Where the constraints put `item` (a subview of `superview`, or a guide it owns).
  mutating func frame(for item: AnyObject) -> CGRect {
    let id = ObjectIdentifier(item)
    if let frame = solved[id] { return frame }
    let current = Self.currentFrame(of: item)
    // A cycle of constraints: the item stays where it is [M].
    guard !solving.contains(id) else { return current }
    solving.insert(id)
    var equations: [Equation] = []
    for constraint in Self.constraints(placing: item) {
      if let equation = equation(from: constraint, placing: item) { equations.append(equation) }
    }
    let intrinsic = (item as? UIView)?.intrinsicContentSize
    let x = solve(
      Axis.horizontal, equations, current: (current.minX, current.width),
      intrinsic: intrinsic.map(\.width))
    let y = solve(
      Axis.vertical, equations, current: (current.minY, current.height),
      intrinsic: intrinsic.map(\.height))
    let frame = CGRect(x: x.origin, y: y.origin, width: x.size, height: y.size)
    solving.remove(id)
    solved[id] = frame
    return frame
  }

  // MARK: - Equations

  /// One slot of the item: `slot relation value`, with the constraint's priority.
  private struct Equation {
    let slot: Slot
    let relation: NSLayoutConstraint.Relation
    let value: CGFloat
    let priority: UILayoutPriority
  }

  private enum Slot: Equatable {
    case low(Axis), high(Axis), center(Axis), size(Axis)

    init(_ attribute: NSLayoutConstraint.Attribute) {
      switch attribute {
      case .left, .leading: self = .low(.horizontal)
      case .right, .trailing: self = .high(.horizontal)
      case .top: self = .low(.vertical)
      case .bottom: self = .high(.vertical)
      case .centerX: self = .center(.horizontal)
      case .centerY: self = .center(.vertical)
      case .width, .notAnAttribute: self = .size(.horizontal)
      case .height: self = .size(.vertical)
      }
    }
  }

  private enum Axis: Equatable {
    case horizontal, vertical
  }

  /// `constraint` as an equation on one of `item`'s slots, or `nil` when it places something
  /// else (the item's own subviews) or relates the item to itself.
  private mutating func equation(from constraint: NSLayoutConstraint, placing item: AnyObject)
    -> Equation?
  {
    let placesFirst = constraint.firstItem === item
    let other = placesFirst ? constraint.secondItem : constraint.firstItem
    if other === item { return nil }
    if let otherView = NSLayoutConstraint.holder(of: other), let view = item as? UIView,
      otherView !== view, otherView.isDescendant(of: view)
    {
      return nil
    }
    let ownAttribute = placesFirst ? constraint.firstAttribute : constraint.secondAttribute
    let otherAttribute = placesFirst ? constraint.secondAttribute : constraint.firstAttribute
    let otherValue = other.map { value(of: otherAttribute, of: $0) } ?? 0
    let slot = Slot(ownAttribute)
    if placesFirst {
      return Equation(
        slot: slot, relation: constraint.relation,
        value: constraint.multiplier * otherValue + constraint.constant,
        priority: constraint.priority)
    }
    // other = m × item + c, so item = (other − c) / m, the relation turned round for m > 0.
    guard constraint.multiplier != 0 else { return nil }
    let relation: NSLayoutConstraint.Relation =
      constraint.multiplier > 0
      ? NSLayoutConstraint.Relation(rawValue: -constraint.relation.rawValue) ?? .equal
      : constraint.relation
    return Equation(
      slot: slot, relation: relation,
      value: (otherValue - constraint.constant) / constraint.multiplier,
      priority: constraint.priority)
  }

  /// `attribute` of `item` in `superview`'s coordinates.
  private mutating func value(of attribute: NSLayoutConstraint.Attribute, of item: AnyObject)
    -> CGFloat
  {
    let rect: CGRect
    if item === superview {
      rect = superview.bounds
    } else if let guide = item as? UILayoutGuide {
      let frame =
        guide.owningView === superview && guide.isPlacedByConstraints
        ? self.frame(for: guide) : guide.layoutFrame
      rect = guide.owningView.map { Self.modelRect(frame, from: $0, to: superview) } ?? frame
    } else if let view = item as? UIView {
      let frame =
        view.superview === superview && !view.translatesAutoresizingMaskIntoConstraints
        ? self.frame(for: view) : view.frame
      rect = view.superview.map { Self.modelRect(frame, from: $0, to: superview) } ?? frame
    } else {
      rect = .zero
    }
    switch attribute {
    case .left, .leading: return rect.minX
    case .right, .trailing: return rect.maxX
    case .top: return rect.minY
    case .bottom: return rect.maxY
    case .centerX: return rect.midX
    case .centerY: return rect.midY
    case .width: return rect.width
    case .height: return rect.height
    case .notAnAttribute: return 0
    }
  }

  // MARK: - One axis

  /// The origin and size along `axis` that `equations` give, from `current`.
  private func solve(
    _ axis: Axis, _ equations: [Equation], current: (origin: CGFloat, size: CGFloat),
    intrinsic: CGFloat?
  ) -> (origin: CGFloat, size: CGFloat) {
    let slots: [Slot] = [.low(axis), .high(axis), .center(axis), .size(axis)]
    var values = slots.map { slot in Self.resolve(equations.filter { $0.slot == slot }) }
    let naturalSize = intrinsic.flatMap { $0 == UIView.noIntrinsicMetric ? nil : $0 }
    var placed = Self.compose(
      low: values[0], high: values[1], center: values[2], size: values[3],
      current: current, naturalSize: naturalSize)
    // A slot held only by inequalities moves to its limit when the layout breaks one.
    for (index, slot) in slots.enumerated() where values[index] == nil {
      let limits = equations.filter { $0.slot == slot && $0.relation != .equal }
      guard !limits.isEmpty else { continue }
      let now: CGFloat
      switch index {
      case 0: now = placed.origin
      case 1: now = placed.origin + placed.size
      case 2: now = placed.origin + placed.size / 2
      default: now = placed.size
      }
      let limited = Self.clamp(now, by: limits)
      guard limited != now else { continue }
      values[index] = limited
      placed = Self.compose(
        low: values[0], high: values[1], center: values[2], size: values[3],
        current: current, naturalSize: naturalSize)
    }
    return placed
  }

  /// The value of the highest-priority equality, inside the inequalities that matter at least as
  /// much; `nil` without an equality.
  private static func resolve(_ equations: [Equation]) -> CGFloat? {
    var best: Equation?
    for equation in equations where equation.relation == .equal {
      if best.map({ equation.priority > $0.priority }) ?? true { best = equation }
    }
    guard let best else { return nil }
    return clamp(
      best.value,
      by: equations.filter { $0.relation != .equal && $0.priority >= best.priority })
  }

  /// `value` kept inside `limits`.
  private static func clamp(_ value: CGFloat, by limits: [Equation]) -> CGFloat {
    var result = value
    for limit in limits {
      switch limit.relation {
      case .greaterThanOrEqual: result = max(result, limit.value)
      case .lessThanOrEqual: result = min(result, limit.value)
      case .equal: break
      }
    }
    return result
  }

  /// The origin and size from whichever slots are fixed.
  private static func compose(
    low: CGFloat?, high: CGFloat?, center: CGFloat?, size: CGFloat?,
    current: (origin: CGFloat, size: CGFloat), naturalSize: CGFloat?
  ) -> (origin: CGFloat, size: CGFloat) {
    switch (low, high, center, size) {
    case let (low?, high?, _, _): return (low, high - low)
    case let (low?, nil, _, size?): return (low, size)
    case let (nil, high?, _, size?): return (high - size, size)
    case let (nil, nil, center?, size?): return (center - size / 2, size)
    case let (low?, nil, center?, nil): return (low, 2 * (center - low))
    case let (nil, high?, center?, nil): return (2 * center - high, 2 * (high - center))
    case let (low?, nil, nil, nil): return (low, naturalSize ?? current.size)
    case let (nil, high?, nil, nil):
      let size = naturalSize ?? current.size
      return (high - size, size)
    case let (nil, nil, center?, nil):
      let size = naturalSize ?? current.size
      return (center - size / 2, size)
    case let (nil, nil, nil, size?): return (current.origin, size)
    case (nil, nil, nil, nil): return current
    }
  }

  // MARK: - Items

  /// Where `item` is now, in its view's coordinates: a view's frame; a guide has none of its own
  /// until its constraints place it.
  private static func currentFrame(of item: AnyObject) -> CGRect {
    (item as? UIView)?.frame ?? .zero
  }

  /// The active constraints that mention `item`, from it and every view above it.
  private static func constraints(placing item: AnyObject) -> [NSLayoutConstraint] {
    var found: [NSLayoutConstraint] = []
    var view = NSLayoutConstraint.holder(of: item)
    while let current = view {
      for constraint in current.constraints where constraint.involves(item) {
        found.append(constraint)
      }
      view = current.superview
    }
    return found
  }

  /// `rect` in `from`'s coordinates, in `to`'s, from model frames and bounds (layout ignores
  /// transforms [A]).
  static func modelRect(_ rect: CGRect, from: UIView, to: UIView) -> CGRect {
    guard from !== to else { return rect }
    func offsetToRoot(_ view: UIView) -> CGPoint {
      var offset = CGPoint.zero
      var current: UIView? = view
      while let step = current, step.superview != nil {
        offset.x += step.frame.minX - step.bounds.minX
        offset.y += step.frame.minY - step.bounds.minY
        current = step.superview
      }
      return offset
    }
    let fromOffset = offsetToRoot(from)
    let toOffset = offsetToRoot(to)
    return rect.offsetBy(dx: fromOffset.x - toOffset.x, dy: fromOffset.y - toOffset.y)
  }
}
