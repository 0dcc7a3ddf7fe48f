/// A stack view, as UIKit's `UIStackView`: it lines up its arranged subviews along `axis` with
/// constraints of its own, as UIKit does [A]; the lab's solver places them (`ConstraintSolver`).
/// Where the views' constraints leave the stack's own size open, the stack takes the size its
/// content gives it, as a container does [A].
///
/// The constraints, held by the stack: along the axis, the first view at the leading edge, each
/// next `spacing` after the one before, the last at the trailing edge; `.fillEqually` makes their
/// sizes equal; `.equalSpacing` and `.equalCentering` keep gaps of at least `spacing` and equal
/// to each other (equal centres are not modelled apart from equal gaps [M]);
/// `.fillProportionally` is `.fill` [M]. Across the axis, `.fill` pins both edges; the others pin
/// one edge or the centre and keep the view inside, the stack hugging its largest view (at
/// priority 50, `fittingSizeLevel`) [M: UIKit's own low-priority constraints]. Baselines are the
/// views' top or bottom edges [M]. Hidden arranged views take no space [A].
open class UIStackView: UIView {
  /// How the arranged views share the stack's length, with UIKit's raw values [A].
  public enum Distribution: Int, Sendable {
    /// Their own sizes, the one with the lowest hugging priority filling what is left [A].
    case fill
    /// Equal sizes [A].
    case fillEqually
    /// Sizes in proportion to their intrinsic sizes [A].
    case fillProportionally
    /// Their own sizes with equal gaps [A].
    case equalSpacing
    /// Equal distances between centres [A].
    case equalCentering
  }

  /// How the arranged views line up across the axis, with UIKit's raw values [A].
  public enum Alignment: Int, Sendable {
    /// Filling the stack's breadth [A].
    case fill
    /// Along the leading edge (the top in a horizontal stack) [A].
    case leading
    /// Along the first baseline (horizontal stacks) [A].
    case firstBaseline
    /// Centered [A].
    case center
    /// Along the trailing edge (the bottom in a horizontal stack) [A].
    case trailing
    /// Along the last baseline (horizontal stacks) [A].
    case lastBaseline

    /// Along the top, in a horizontal stack [A].
    public static let top = Alignment.leading
    /// Along the bottom, in a horizontal stack [A].
    public static let bottom = Alignment.trailing
  }

  /// The views the stack lines up, in order [A].
  public private(set) var arrangedSubviews: [UIView] = []
  /// The direction the views line up in (default `.horizontal`) [A].
  open var axis = NSLayoutConstraint.Axis.horizontal {
    didSet { arrange() }
  }
  /// The space between neighbours (default 0) [A].
  open var spacing: CGFloat = 0 {
    didSet { arrange() }
  }
  /// How the views line up across the axis (default `.fill`) [A].
  open var alignment = Alignment.fill {
    didSet { arrange() }
  }
  /// How the views share the length (default `.fill`) [A].
  open var distribution = Distribution.fill {
    didSet { arrange() }
  }
  /// Whether the views sit inside the `layoutMargins` rather than at the edges (default
  /// `false`) [A]. The stack's margins are its `layoutMargins` alone [M].
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { arrange() }
  }
  /// The constraints and gap guides the stack made for the views it lines up now.
  private var arrangement: (constraints: [NSLayoutConstraint], gaps: [UILayoutGuide]) = ([], [])
  /// The views the arrangement was made for: the arranged views not hidden.
  private var arranged: [UIView] = []

  /// A stack lining up `views` [A].
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds `view` at the end of the arranged views, and as a subview [A].
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Puts `view` at `index` among the arranged views, and adds it as a subview [A].
  open func insertArrangedSubview(_ view: UIView, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrange()
  }

  /// Stops lining up `view`, which stays a subview [A].
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    arrange()
  }

  /// A view taken out of the stack is no longer arranged [A].
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
    arrangedSubviews.removeAll { $0 === subview }
    arrange()
  }

  /// Makes the arrangement again where an arranged view was hidden or shown since, then places
  /// the views [A].
  open override func layoutSubviews() {
    let visible = arrangedSubviews.filter { !$0.isHidden }
    if !visible.elementsEqual(arranged, by: ===) { arrange() }
    super.layoutSubviews()
  }

  /// Replaces the stack's constraints and gap guides with those for the arranged views now.
  private func arrange() {
    removeConstraints(arrangement.constraints)
    for guide in arrangement.gaps { removeLayoutGuide(guide) }
    arranged = arrangedSubviews.filter { !$0.isHidden }
    let views = arranged
    let horizontal = axis == .horizontal
    typealias Attribute = NSLayoutConstraint.Attribute
    let (lead, trail, length): (Attribute, Attribute, Attribute) =
      horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
    let (near, far, middle, breadth): (Attribute, Attribute, Attribute, Attribute) =
      horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
    let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
    let (leadInset, trailInset) =
      horizontal ? (margins.left, margins.right) : (margins.top, margins.bottom)
    let (nearInset, farInset) =
      horizontal ? (margins.top, margins.bottom) : (margins.left, margins.right)
    var constraints: [NSLayoutConstraint] = []
    var gaps: [UILayoutGuide] = []
    func relate(
      _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
      _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
      _ secondAttribute: NSLayoutConstraint.Attribute, constant: CGFloat = 0,
      priority: UILayoutPriority = .required
    ) {
      let constraint = NSLayoutConstraint(
        item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
        attribute: secondAttribute, multiplier: 1, constant: constant)
      constraint.priority = priority
      constraints.append(constraint)
    }
    if let first = views.first, let last = views.last {
      relate(first, lead, .equal, self, lead, constant: leadInset)
      relate(self, trail, .equal, last, trail, constant: trailInset)
    }
    for (previous, next) in zip(views, views.dropFirst()) {
      switch distribution {
      case .fill, .fillEqually, .fillProportionally:
        relate(next, lead, .equal, previous, trail, constant: spacing)
      case .equalSpacing, .equalCentering:
        let gap = UILayoutGuide()
        addLayoutGuide(gap)
        relate(gap, lead, .equal, previous, trail)
        relate(next, lead, .equal, gap, trail)
        relate(gap, length, .greaterThanOrEqual, nil, .notAnAttribute, constant: spacing)
        if let firstGap = gaps.first {
          relate(gap, length, .equal, firstGap, length)
        } else {
          relate(
            gap, length, .equal, nil, .notAnAttribute, constant: spacing,
            priority: .fittingSizeLevel)
        }
        gaps.append(gap)
      }
      if distribution == .fillEqually, let first = views.first {
        relate(next, length, .equal, first, length)
      }
    }
    for view in views {
      switch alignment {
      case .fill:
        relate(view, near, .equal, self, near, constant: nearInset)
        relate(self, far, .equal, view, far, constant: farInset)
      case .leading, .firstBaseline:
        relate(view, near, .equal, self, near, constant: nearInset)
        relate(self, far, .greaterThanOrEqual, view, far, constant: farInset)
      case .trailing, .lastBaseline:
        relate(self, far, .equal, view, far, constant: farInset)
        relate(view, near, .greaterThanOrEqual, self, near, constant: nearInset)
      case .center:
        relate(view, middle, .equal, self, middle, constant: (nearInset - farInset) / 2)
        relate(view, near, .greaterThanOrEqual, self, near, constant: nearInset)
        relate(self, far, .greaterThanOrEqual, view, far, constant: farInset)
      }
      if alignment != .fill {
        relate(
          self, breadth, .equal, view, breadth, constant: nearInset + farInset,
          priority: .fittingSizeLevel)
      }
    }
    arrangement = (constraints, gaps)
    addConstraints(constraints)
  }
}
