/// Where Auto Layout puts the items inside one view: its subviews placed by constraints, and the
/// layout guides it owns that the app made [A]. The lab's solver, not UIKit's simplex, but the
/// same rules for the layouts keyboard code writes [M]:
///
/// - Each axis is solved on its own: every item has an origin and a size, and every constraint
///   between attributes of that axis is a linear equation or inequality in them. Edges, centers,
///   sizes and multipliers are modelled; a constraint across axes (a width to a height) is not.
/// - Equalities hold in order of priority, a required one first; one that contradicts those
///   before it gives way [A: "constraints with higher priority levels are satisfied before
///   constraints with lower priority levels"]. An inequality the result breaks holds at its
///   limit, in its priority's place; of several of one priority, the one broken farthest first
///   (of three minimum widths, the largest).
///
/// What it guarantees, each stated by a test (`Tests/SimulatedUIKitTests/ConstraintSolverTests`)
/// and checked against Kiwi, a Cassowary solver, on every system the built-in variants and the
/// examples of `Examples/Controllers` build (`scripts/solver-check`):
/// - Required constraints that do not contradict each other all hold [A: "Auto Layout must
///   calculate a solution that satisfies all the constraints"].
/// - A lower priority gives way to a higher one, and an optional constraint that cannot hold
///   still pulls the layout as close to it as the others allow [A].
/// - An inequality holds, or where a higher priority breaks it, it is held at its limit, in its
///   priority's place.
/// - A required constraint that contradicts the required ones before it is broken, and reported,
///   never dropped silently: as UIKit logs "Unable to simultaneously satisfy constraints" with
///   the constraints involved and the one it breaks [A: "Auto Layout prints information about
///   the unsatisfiable constraints to the console, and chooses one of the constraints to
///   break"], the run's timeline notes it once, with the smallest set of required constraints
///   that contradict each other (`ConstraintConflict`), the one broken last [M: UIKit's log lists
///   every constraint of the views; the smallest set is the one to read].
/// Holds are found greedily, the highest priority first [M]: a required inequality that an
/// inequality held before it blocks, where the two could hold together, is reported as a
/// conflict rather than solved (the other reading: a simplex, as UIKit's engine, finds that they
/// can); the check against Kiwi finds no such layout among ours.
/// - A view's `intrinsicContentSize` bounds its size as two inequalities, no larger at its
///   hugging priority (250 by default), no smaller at its compression resistance (750) [A].
/// - What the constraints leave open stays as it was: a size, then the origin. So a view with
///   one edge pinned keeps its size.
/// - The view itself, its system guides (the safe area's, the keyboard's) and views elsewhere are
///   read as they are now, in the view's coordinates; constraints to a placed item's own subviews
///   place those, not the item.
struct ConstraintSolver {
  /// The view whose items are placed; values are in its coordinates.
  let superview: UIView
  /// Whether the superview's own size is an unknown, pulled toward this size at a priority
  /// below every constraint's (a fitting solve, `fittingSize(of:)`); `nil` for a layout.
  private let fittingTarget: Double?
  /// The placed items, by identity, and where the constraints put each, once solved.
  private var placed: [ObjectIdentifier] = []
  private var solution: Solution?
  /// The required constraints the solve broke, and those each contradicts.
  private(set) var conflicts: [ConstraintConflict] = []

  init(superview: UIView) {
    self.init(superview: superview, fittingTarget: nil)
  }

  private init(superview: UIView, fittingTarget: Double?) {
    self.superview = superview
    self.fittingTarget = fittingTarget
  }

  // MARK: - A container sized by its content

  /// The size `view`'s constraints to its own subviews give it, on each axis where they settle
  /// it, as Auto Layout sizes a container from its content [A: "the content's constraints
  /// determine the container's size"]: `nil` on an axis where they do not (the smallest size
  /// they allow and the largest differ), or where the view has an intrinsic size or holds fewer
  /// than two constraints on that axis between itself and a subview (nothing to settle) [M].
  static func fittingSize(of view: UIView) -> (width: Double?, height: Double?) {
    fittingSize(of: view, holds: contentHolds(of: view))
  }

  /// How many constraints `view` holds on each axis between itself and a subview placed by
  /// constraints, from which `fittingSize(of:)` settles a size. It reads only the structure
  /// under `view` (its constraints, its subviews and how each is placed), so that a layout keeps
  /// it with what it gathered (`LastGathering`).
  private static func contentHolds(of view: UIView) -> ContentHolds {
    // Two counts, not a dictionary: every solve that gathers its items asks this of each view.
    var holds = ContentHolds(horizontal: 0, vertical: 0)
    for constraint in view.constraints
    where constraint.firstItem === view || constraint.secondItem === view {
      let other = constraint.firstItem === view ? constraint.secondItem : constraint.firstItem
      guard let subview = other as? UIView, subview.superview === view,
        !subview.translatesAutoresizingMaskIntoConstraints,
        let axis = axis(of: constraint.firstAttribute)
      else { continue }
      switch axis {
      case .horizontal: holds.horizontal += 1
      case .vertical: holds.vertical += 1
      }
    }
    return holds
  }

  /// The constraints a view holds between itself and its subviews, on each axis
  /// (`contentHolds(of:)`).
  fileprivate typealias ContentHolds = (horizontal: Int, vertical: Int)

  /// `fittingSize(of:)` of `view`, which holds `holds` (`contentHolds(of:)`).
  private static func fittingSize(of view: UIView, holds: ContentHolds) -> (
    width: Double?, height: Double?
  ) {
    guard holds.horizontal >= 2 || holds.vertical >= 2 else { return (nil, nil) }
    var smallest = ConstraintSolver(superview: view, fittingTarget: 0)
    var largest = ConstraintSolver(superview: view, fittingTarget: 1e6)
    let small = smallest.frame(for: view)
    let large = largest.frame(for: view)
    let intrinsic = view.intrinsicContentSize
    func settled(_ axis: Axis, _ small: CGFloat, _ large: CGFloat, _ natural: CGFloat) -> Double? {
      guard (axis == .horizontal ? holds.horizontal : holds.vertical) >= 2,
        natural == UIView.noIntrinsicMetric,
        abs(Double(large - small)) < 1e-6
      else { return nil }
      return Double(small)
    }
    return (
      settled(.horizontal, small.width, large.width, intrinsic.width),
      settled(.vertical, small.height, large.height, intrinsic.height)
    )
  }

  /// The size `view`'s constraints to its own content give it, pulled toward `target` on each
  /// axis where they leave it open (`UIView.systemLayoutSizeFitting(_:)`).
  static func fittedSize(of view: UIView, toward target: CGSize) -> CGSize {
    var horizontal = ConstraintSolver(superview: view, fittingTarget: Double(target.width))
    let wide = horizontal.frame(for: view)
    guard target.height != target.width else { return wide.size }
    var vertical = ConstraintSolver(superview: view, fittingTarget: Double(target.height))
    return CGSize(width: wide.width, height: vertical.frame(for: view).height)
  }

  /// Where the constraints put `item` (a subview of `superview` placed by constraints, or a guide
  /// it owns that the app made); any other item stays where it is.
  mutating func frame(for item: AnyObject) -> CGRect {
    if solution == nil { (placed, solution, conflicts) = solve() }
    guard let solution, let position = placed.firstIndex(of: ObjectIdentifier(item)) else {
      return Self.currentFrame(of: item)
    }
    return solution.frame(at: position)
  }

  /// What a solve found: the origin and size of each placed item along each axis, two values an
  /// item, in the order of `placed`. The workspace's own arrays (`Workspace.horizontal`,
  /// `Workspace.vertical`), shared rather than copied into an array of frames, which was an
  /// allocation at every solve: the workspace writes them again only at its view's next solve,
  /// and should that come while this is still held (a layout the app's code starts inside
  /// another), the workspace writes a copy of its own.
  private struct Solution {
    let horizontal: [Double]
    let vertical: [Double]

    /// The frame of the item at `position` in `placed`.
    func frame(at position: Int) -> CGRect {
      CGRect(
        x: horizontal[2 * position], y: vertical[2 * position],
        width: horizontal[2 * position + 1], height: vertical[2 * position + 1])
    }
  }

  // MARK: - The system

  /// Appends the items the layout places, each with two unknowns per axis (origin, size), to
  /// `items`.
  private func gatherPlacedItems(into items: inout [AnyObject]) {
    if fittingTarget != nil { items.append(superview) }
    for view in superview.subviews where !view.translatesAutoresizingMaskIntoConstraints {
      items.append(view)
    }
    for guide in superview.layoutGuides where guide.isPlacedByConstraints { items.append(guide) }
    if let content = (superview as? UIScrollView)?.loadedLayoutGuides.content {
      items.append(content)
    }
  }

  private func solve() -> (
    placed: [ObjectIdentifier], solution: Solution, conflicts: [ConstraintConflict]
  ) {
    // The superview's workspace from its last layout, taken while this one solves (a solve that
    // lays the same view out again, from a subclass's code, makes its own).
    let hadWorkspace = superview.solverWorkspace != nil
    var workspace = superview.solverWorkspace.take() ?? Workspace()
    let solved = solve(in: &workspace)
    // Nothing to place: a view that never placed anything is given no workspace.
    if solved != nil || hadWorkspace { superview.solverWorkspace = consume workspace }
    return solved ?? ([], Solution(horizontal: [], vertical: []), [])
  }

  /// Solves in `workspace`: `nil` when there is nothing to place.
  private func solve(in workspace: inout Workspace) -> (
    placed: [ObjectIdentifier], solution: Solution, conflicts: [ConstraintConflict]
  )? {
    // The items and their constraints, gathered once for both axes into the workspace's
    // storage, which `Workspace.keep(_:)` empties and keeps. A layout takes those its view's
    // last layout gathered while they are current (`LastGathering`); a fitting solve, which
    // reads other constraints than a layout's, gathers its own and keeps them for none.
    var gathered = workspace.takeGathered()
    let isLayout = fittingTarget == nil
    if isLayout, workspace.lastGathering.isCurrent(under: superview) {
      workspace.lastGathering.write(into: &gathered)
    } else {
      gatherPlacedItems(into: &gathered.items)
      // A handful of items: a search of their identities is cheaper than hashing them.
      for item in gathered.items { gathered.index.append(ObjectIdentifier(item)) }
      if !gathered.items.isEmpty {
        gatherConstraints(
          placing: gathered.items, index: gathered.index, into: &gathered.constraints)
      }
      if isLayout { workspace.lastGathering.keep(gathered, under: superview) }
    }
    guard !gathered.items.isEmpty else {
      workspace.keep(&gathered)
      return nil
    }
    // What each item is now. What a view holds to its subviews is as gathered, unless the app's
    // code that an earlier item's state ran (its `intrinsicContentSize`) changed the structure
    // under the superview since.
    for (position, item) in gathered.items.enumerated() {
      let holds =
        isLayout && workspace.lastGathering.isCurrent(at: superview)
        ? workspace.lastGathering.contentHolds[position] : nil
      gathered.states.append(state(of: item, holds: holds))
    }
    let count = gathered.items.count
    // Each constraint a row at most, and at most three stays an item.
    workspace.reset(count: 2 * count, capacity: gathered.constraints.count + 3 * count)
    var conflicts: [ConstraintConflict] = []
    solve(.horizontal, gathered, in: &workspace, conflicts: &conflicts)
    solve(.vertical, gathered, in: &workspace, conflicts: &conflicts)
    if !conflicts.isEmpty { report(conflicts) }
    let solution = Solution(horizontal: workspace.horizontal, vertical: workspace.vertical)
    let index = gathered.index
    workspace.keep(&gathered)
    return (index, solution, conflicts)
  }

  /// What one solve reads of its items and their constraints, gathered once for both axes: the
  /// items (their places are their unknowns' places, two an axis), their identities, the
  /// constraints that place them, and each item's state (`ItemState`). Its arrays are the
  /// workspace's (`Workspace.takeGathered()`), emptied after each solve, so that no view or
  /// constraint is kept alive by a workspace between layouts.
  fileprivate struct Gathered {
    var items: [AnyObject] = []
    var index: [ObjectIdentifier] = []
    var constraints: [NSLayoutConstraint] = []
    var states: [ItemState] = []
  }

  /// What a layout gathered (`Gathered`), kept for the next layout of the same view, with what
  /// each view among its items holds to its own subviews (`contentHolds(of:)`). The next layout
  /// takes it while the `layoutRevision` of the view laid out and of each view above it are
  /// those read when it was gathered: each of those numbers changes with everything gathering
  /// reads under its view (the subviews and their order, how each is placed, the guides, every
  /// constraint of the view and of the views inside it, the hierarchy inside it, which says
  /// whether an item is inside a placed view), and a view above that moved or went changes the
  /// views read. It holds the items and constraints unowned, so that a workspace keeps no view
  /// or constraint alive between layouts; one that is current names only items and constraints
  /// the hierarchy holds.
  fileprivate struct LastGathering {
    /// The `layoutRevision` of the view laid out and of each view above it, outward, when it was
    /// gathered; empty before the first layout.
    private var revisions: [Int] = []
    private var items: [Item] = []
    private var index: [ObjectIdentifier] = []
    private var constraints: [Constraint] = []
    /// For each item, what `contentHolds(of:)` counts of a view; none for a guide.
    private(set) var contentHolds: [ContentHolds] = []

    /// An item, held unowned.
    private struct Item {
      unowned let object: AnyObject
    }

    /// A constraint, held unowned.
    private struct Constraint {
      unowned let constraint: NSLayoutConstraint
    }

    /// Keeps what a layout of `view` gathered, `view` and those above it as they are now.
    mutating func keep(_ gathered: Gathered, under view: UIView) {
      revisions.removeAll(keepingCapacity: true)
      var current: UIView? = view
      while let step = current {
        revisions.append(step.layoutRevision)
        current = step.superview
      }
      items = gathered.items.map(Item.init)
      index = gathered.index
      constraints = gathered.constraints.map(Constraint.init)
      contentHolds = gathered.items.map { item in
        (item as? UIView).map(ConstraintSolver.contentHolds(of:)) ?? (0, 0)
      }
    }

    /// Whether this is what a layout of `view` gathers now: `view` and each view above it have
    /// the `layoutRevision` they had when it was gathered.
    func isCurrent(under view: UIView) -> Bool {
      var level = 0
      var current: UIView? = view
      while let step = current {
        guard level < revisions.count, revisions[level] == step.layoutRevision else {
          return false
        }
        level += 1
        current = step.superview
      }
      return level == revisions.count && level > 0
    }

    /// Whether nothing under `view`, the view laid out, changed since this was gathered (its
    /// `contentHolds` are current for a layout that found it current).
    func isCurrent(at view: UIView) -> Bool {
      revisions.first == view.layoutRevision
    }

    /// Writes the items and the constraints into `gathered`'s storage, and its identities, held
    /// strongly while the solve reads them: the app's code a solve runs (a view's `frame`, its
    /// `intrinsicContentSize`) may take them out of the hierarchy.
    func write(into gathered: inout Gathered) {
      for position in items.indices { gathered.items.append(items[position].object) }
      // Shared, not copied: nothing writes a solve's identities after they are gathered.
      gathered.index = index
      for position in constraints.indices {
        gathered.constraints.append(constraints[position].constraint)
      }
    }
  }

  /// What a solve reads of an item besides its constraints: where it is now, and for a view
  /// placed here (not a fitting solve's own superview) the size its content asks for on each
  /// axis, its intrinsic size and how firmly it holds it. Read once a solve, before either axis
  /// is solved: solving an axis changes nothing these read.
  fileprivate struct ItemState {
    let frame: CGRect
    /// Whether the item is a scroll view's content guide, whose origin is required.
    let isScrollContent: Bool
    /// The size the view's own constraints settle (`fittingSize(of:)`), on each axis.
    let fitting: (width: Double?, height: Double?)
    /// The view's intrinsic size; `UIView.noIntrinsicMetric` on an axis without one, and for an
    /// item that is not a view placed here.
    let intrinsic: CGSize
    let priorities: ContentPriorities
  }

  /// `item`'s state, for a solve; `holds` is what it holds to its subviews
  /// (`contentHolds(of:)`), when already counted.
  private func state(of item: AnyObject, holds: ContentHolds?) -> ItemState {
    let frame = Self.currentFrame(of: item)
    guard let view = item as? UIView, fittingTarget == nil || view !== superview else {
      return ItemState(
        frame: frame, isScrollContent: item is ScrollViewContentLayoutGuide, fitting: (nil, nil),
        intrinsic: Self.noIntrinsicSize, priorities: ContentPriorities())
    }
    return ItemState(
      frame: frame, isScrollContent: false,
      fitting: Self.fittingSize(of: view, holds: holds ?? Self.contentHolds(of: view)),
      intrinsic: view.intrinsicContentSize, priorities: view.contentPriorities)
  }

  private static let noIntrinsicSize = CGSize(
    width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)

  /// Notes each of `conflicts` in the run's timeline, as UIKit logs one on the console, the first
  /// time the superview's layout meets it [M: UIKit logs a conflict when its engine meets it, and
  /// the lab solves again at every layout].
  private func report(_ conflicts: [ConstraintConflict]) {
    guard let recorder = RunningSystemSlot.current?.recorder else { return }
    for conflict in conflicts where !superview.reportedConstraintConflicts.contains(conflict) {
      superview.reportedConstraintConflicts.append(conflict)
      recorder.record(.note(conflict.message))
    }
  }

  /// Row `row` of `rows`, a solve along `axis`, as UIKit's log of a conflict writes the constraint
  /// it comes from: a constraint, a view's intrinsic size (`NSContentSizeLayoutConstraint`), or
  /// the solver's own stay of an item's origin or size [M].
  private func describe(
    _ row: Int, of rows: Rows, axis: Axis, items: [AnyObject], constraints: [NSLayoutConstraint]
  ) -> String {
    let (relation, value) = (
      rows.relation(of: row).symbol, NumberFormat.points(rows.value(of: row))
    )
    switch rows.source(of: row) {
    case .constraint(let position):
      return constraints[position].conflictDescription
    case .content(let unknown):
      let item = NSLayoutConstraint.conflictName(of: items[unknown / 2])
      let priority = Int(rows.priority(of: row))
      return "<NSContentSizeLayoutConstraint \(item).\(axis.sizeName) \(relation) \(value) "
        + (relation == ">=" ? "CompressionResistance" : "Hug") + ":\(priority)>"
    case .stay(let unknown):
      let item = NSLayoutConstraint.conflictName(of: items[unknown / 2])
      let attribute = unknown % 2 == 1 ? axis.sizeName : axis.originName
      return "<stay \(item).\(attribute) \(relation) \(value)>"
    }
  }

  /// Works out the origins and sizes along `axis`, two values an item, in `workspace`
  /// (`Workspace.horizontal`, `Workspace.vertical`), adding the conflicts it meets to
  /// `conflicts`; writes the system out when asked (`ConstraintSystemDump`).
  private func solve(
    _ axis: Axis, _ gathered: Gathered, in workspace: inout Workspace,
    conflicts: inout [ConstraintConflict]
  ) {
    workspace.rows.removeAll()
    for (position, constraint) in gathered.constraints.enumerated() {
      appendRow(
        for: constraint, at: position, axis: axis, index: gathered.index, to: &workspace.rows)
    }
    // What the constraints leave open stays: intrinsic sizes, then sizes, then origins.
    if let fittingTarget {
      // The superview, the first item: at its own origin, its size pulled toward the target.
      workspace.rows.appendStay(0, 0, priority: UILayoutPriority.required.rawValue)
      workspace.rows.appendStay(1, fittingTarget, priority: Rows.fittingPriority)
    }
    let layoutAxis: NSLayoutConstraint.Axis = axis == .horizontal ? .horizontal : .vertical
    for (position, state) in gathered.states.enumerated() {
      let size = axis == .horizontal ? state.frame.width : state.frame.height
      if let fitted = axis == .horizontal ? state.fitting.width : state.fitting.height {
        workspace.rows.appendContent(
          2 * position + 1, .equal, fitted, priority: Rows.contentPriority)
      }
      let natural = axis == .horizontal ? state.intrinsic.width : state.intrinsic.height
      if natural != UIView.noIntrinsicMetric {
        workspace.rows.appendContent(
          2 * position + 1, .lessThanOrEqual, natural,
          priority: state.priorities.hugging(layoutAxis).rawValue)
        workspace.rows.appendContent(
          2 * position + 1, .greaterThanOrEqual, natural,
          priority: state.priorities.compression(layoutAxis).rawValue)
      }
      workspace.rows.appendStay(2 * position + 1, Double(size), priority: Rows.stayPriority)
    }
    for (position, state) in gathered.states.enumerated() {
      let origin = axis == .horizontal ? state.frame.minX : state.frame.minY
      // A scroll view's content starts at its content's origin, whatever the constraints say.
      let priority = state.isScrollContent ? UILayoutPriority.required.rawValue : Rows.stayPriority
      workspace.rows.appendStay(2 * position, Double(origin), priority: priority)
    }
    workspace.solve(axis)
    for conflict in workspace.conflicts {
      func described(_ row: Int) -> String {
        describe(
          row, of: workspace.rows, axis: axis, items: gathered.items,
          constraints: gathered.constraints)
      }
      conflicts.append(
        ConstraintConflict(
          involved: conflict.involved.map(described), broken: described(conflict.broken)))
    }
    if ConstraintSystemDump.isOn { ConstraintSystemDump.append(workspace.json(axis)) }
  }

  /// What a solve works in: the rows of the axis being solved and the storage the solving needs,
  /// kept from the first axis to the second, and by the view laid out from one layout to the next
  /// (`UIView.solverWorkspace`): a layout solves many small systems, and each array is an
  /// allocation.
  struct Workspace {
    fileprivate var rows = Rows()
    /// The storage of a solve's gathered items and constraints (`Gathered`), empty between
    /// solves.
    private var gathered = Gathered()
    /// What the view's last layout gathered, for the next (`LastGathering`).
    fileprivate var lastGathering = LastGathering()
    private var system = LinearSystem()
    /// Whether each row holds: the equalities, and the inequalities held at their limit.
    private var holds: [Bool] = []
    /// The required rows the last round of the solve could not add: their place in `rows`.
    private var contradicted: [Int] = []
    /// The required rows the last solve broke, each with those it contradicts (`Conflict`).
    fileprivate private(set) var conflicts: [Conflict] = []
    /// The rows in order of priority, then of their place.
    private var ordered: [Int] = []
    /// The origins and sizes the last solve along each axis found, two values an item; kept from
    /// one solve to the next for their storage.
    private(set) var horizontal: [Double] = []
    private(set) var vertical: [Double] = []

    /// A required row the solve broke (`broken`), and the required rows before it that it
    /// contradicts, no fewer: without any one of them it would hold. Places in `rows`.
    fileprivate struct Conflict {
      let involved: [Int]
      let broken: Int
    }

    /// The storage for a solve's gathered items, empty, taken out of the workspace while the
    /// solve fills it.
    fileprivate mutating func takeGathered() -> Gathered {
      var taken = Gathered()
      swap(&taken, &gathered)
      return taken
    }

    /// Keeps `taken`'s storage for the next solve, emptied: no item or constraint stays
    /// referenced. The identities are let go rather than emptied: the solve hands them back,
    /// and a layout's kept gathering shares them (`LastGathering`).
    fileprivate mutating func keep(_ taken: inout Gathered) {
      Self.empty(&taken.items)
      taken.index = []
      Self.empty(&taken.constraints)
      Self.empty(&taken.states)
      swap(&gathered, &taken)
    }

    /// Empties `array`, keeping its storage: its last element taken off until none is left,
    /// which for the few elements a solve gathers costs less than `removeAll(keepingCapacity:)`
    /// (the standard library's general `replaceSubrange`).
    private static func empty<Element>(_ array: inout [Element]) {
      while array.popLast() != nil {}
    }

    /// Makes the workspace ready for a system of `count` unknowns and at most `capacity` rows,
    /// keeping the storage it has.
    fileprivate mutating func reset(count: Int, capacity: Int) {
      rows.reset(count: count, capacity: capacity)
      system.reset(count: count)
      holds.reserveCapacity(capacity)
      ordered.reserveCapacity(capacity)
    }

    /// Solves `rows`, the rows along `axis`, into `horizontal` or `vertical`: equalities in
    /// order of priority (then of their place in `rows`), with each broken inequality held at its
    /// limit, the highest priority's first (of one priority, the one broken farthest), until none
    /// is broken.
    fileprivate mutating func solve(_ axis: Axis) {
      // Both written in place, their storage one element a row (`rows.indices`; `rows.count`
      // counts the unknowns): a layout solves many small systems, and emptying an array and
      // appending to it cost more than writing it.
      Self.resize(&holds, to: rows.indices.count, with: false)
      for row in rows.indices { holds[row] = rows.isEquality(row) }
      // Holding an inequality adds it in its place without moving the others: the order is
      // worked out once, and each round adds the rows that hold, in it. Each row goes after
      // those of a higher or equal priority before it (an insertion sort: a few rows).
      Self.resize(&ordered, to: rows.indices.count, with: 0)
      for position in rows.indices {
        var slot = position
        while slot > 0, rows.priority(of: ordered[slot - 1]) < rows.priority(of: position) {
          ordered[slot] = ordered[slot - 1]
          slot -= 1
        }
        ordered[slot] = position
      }
      // The axis's storage, taken out while it is written so that it is not copied.
      var values: [Double]
      switch axis {
      case .horizontal: (values, horizontal) = (horizontal, [])
      case .vertical: (values, vertical) = (vertical, [])
      }
      // Every round writes every value (`LinearSystem.write(into:)`) before any is read: the
      // storage needs only the right size.
      if values.count != rows.count {
        values.removeAll(keepingCapacity: true)
        values.append(contentsOf: repeatElement(0, count: rows.count))
      }
      for _ in 0...rows.indices.count {
        system.removeAll()
        contradicted.removeAll(keepingCapacity: true)
        for position in ordered where holds[position] {
          let isRequired = rows.priority(of: position) == Rows.required
          // Once every unknown has its value, a row can only repeat or contradict those added,
          // and adding it changes nothing: only a required row's contradiction is noted, and
          // the rows are in order of priority, so that none still to come is required.
          if !isRequired, system.fixesEveryUnknown { break }
          let addition = system.add(rows.coefficients(of: position), rows.value(of: position))
          if addition == .contradicted && isRequired {
            contradicted.append(position)
          }
        }
        system.write(into: &values)
        // The broken row of the highest priority; of several, the one broken farthest, whose
        // limit often satisfies the others (the largest of three minimum widths), then the first.
        var broken: (row: Int, excess: Double)?
        for position in rows.indices where !holds[position] {
          let excess = rows.excess(position, by: values)
          guard excess > 0 else { continue }
          if let current = broken {
            let (priority, highest) = (rows.priority(of: position), rows.priority(of: current.row))
            guard priority > highest || priority == highest && excess > current.excess else {
              continue
            }
          }
          broken = (position, excess)
        }
        guard let broken else { break }
        holds[broken.row] = true
      }
      conflicts.removeAll(keepingCapacity: true)
      for broken in contradicted
      where rows.isEquality(broken) || rows.isBroken(broken, by: values) {
        conflicts.append(Conflict(involved: contradiction(of: broken), broken: broken))
      }
      switch axis {
      case .horizontal: horizontal = values
      case .vertical: vertical = values
      }
    }

    /// Makes `array` `count` elements long, adding `filler` or dropping its last elements.
    private static func resize<Element>(
      _ array: inout [Element], to count: Int, with filler: Element
    ) {
      if array.count < count {
        array.append(contentsOf: repeatElement(filler, count: count - array.count))
      } else if array.count > count {
        array.removeLast(array.count - count)
      }
    }

    /// The last solve along `axis` as one line of JSON (`ConstraintSystemDump`): its unknowns
    /// (two an item, origin and size), its rows in their place (coefficients, relation,
    /// right-hand side, priority, and whether a constraint, a view's content or a stay made
    /// each), the values found, and the conflicts, by the rows' places.
    fileprivate func json(_ axis: Axis) -> String {
      func list(_ numbers: some Sequence<Double>) -> String {
        "[" + numbers.map { "\($0)" }.joined(separator: ",") + "]"
      }
      let rowTexts = rows.indices.map { row in
        let kind =
          switch rows.source(of: row) {
          case .constraint: "constraint"
          case .content: "content"
          case .stay: "stay"
          }
        return "{\"coefficients\":\(list(rows.coefficients(of: row))),"
          + "\"relation\":\"\(rows.relation(of: row).symbol)\","
          + "\"value\":\(rows.value(of: row)),\"priority\":\(Double(rows.priority(of: row))),"
          + "\"kind\":\"\(kind)\"}"
      }
      let conflictTexts = conflicts.map { conflict in
        "{\"involved\":[\(conflict.involved.map(String.init).joined(separator: ","))],"
          + "\"broken\":\(conflict.broken)}"
      }
      return "{\"axis\":\"\(axis)\",\"unknowns\":\(rows.count),"
        + "\"rows\":[\(rowTexts.joined(separator: ","))],"
        + "\"values\":\(list(axis == .horizontal ? horizontal : vertical)),"
        + "\"conflicts\":[\(conflictTexts.joined(separator: ","))]}"
    }

    /// The required rows held before `broken` in the solve's order that it contradicts, no
    /// fewer: each of them left out in turn, kept out when `broken` still contradicts the rest
    /// (a deletion filter; a conflict is rare, and each try a small system).
    private mutating func contradiction(of broken: Int) -> [Int] {
      var involved = ordered.prefix { $0 != broken }.filter {
        holds[$0] && rows.priority(of: $0) == Rows.required && !contradicted.contains($0)
      }
      var candidate = 0
      while candidate < involved.count {
        var without = involved
        without.remove(at: candidate)
        if contradicts(broken, without) {
          involved = without
        } else {
          candidate += 1
        }
      }
      return involved
    }

    /// Whether row `row` contradicts `others`, rows that hold.
    private mutating func contradicts(_ row: Int, _ others: [Int]) -> Bool {
      system.removeAll()
      for other in others { _ = system.add(rows.coefficients(of: other), rows.value(of: other)) }
      return system.add(rows.coefficients(of: row), rows.value(of: row)) == .contradicted
    }
  }

  // MARK: - Rows

  fileprivate enum Axis: Hashable {
    case horizontal, vertical

    /// The attribute of an item's size along the axis, as UIKit's log names it.
    var sizeName: String { self == .horizontal ? "width" : "height" }
    /// The attribute of an item's origin along the axis.
    var originName: String { self == .horizontal ? "left" : "top" }
  }

  /// The relations of one axis, their coefficients in one array (`count` a row): a layout
  /// solves many small systems, and a row of its own each would be an allocation each.
  fileprivate struct Rows {
    /// Below every priority a constraint may have (1 to 1000).
    static let stayPriority: Float = 0
    /// A required row's: it must hold.
    static let required = UILayoutPriority.required.rawValue
    /// A fitting solve's pull on the superview's size: below every constraint's priority, above
    /// the stays.
    static let fittingPriority: Float = 0.5
    /// The size a view's content settles, just below a required constraint: a required one from
    /// outside wins [M: Auto Layout solves the content's own priorities with the rest].
    static let contentPriority = UILayoutPriority.required.rawValue - 1

    /// The unknowns: two an item.
    private(set) var count = 0
    /// The rows' coefficients, `count` a row: the system's rows (`rowCount` of them), then
    /// the row started last (`startRow()`). The storage is kept and written in place from one
    /// system to the next, grown when a system needs more; past the row started last it holds
    /// what earlier systems left, which is written before it is read.
    private var coefficients: [Double] = []
    /// Each row's right-hand side, relation and priority, in one array (one allocation).
    /// Its storage is kept and written in place too: only its first `rowCount` elements are the
    /// system's rows; those past them are left from earlier systems and never read. Emptying it
    /// at every axis went through the standard library's general `replaceSubrange`.
    private var relations: [Relation] = []
    /// How many rows the system holds.
    private var rowCount = 0

    /// A row's `relation value`, its priority and where it comes from.
    private struct Relation {
      let value: Double
      let relation: NSLayoutConstraint.Relation
      let priority: Float
      let source: Source
    }

    /// Where a row comes from.
    enum Source {
      /// The constraint at this place in the solve's constraints.
      case constraint(Int)
      /// The size of a view (this unknown) its content asks for: its intrinsic size, or the
      /// size its own constraints settle.
      case content(Int)
      /// What stays of this unknown, as it was (or a fitting solve's pull on its superview).
      case stay(Int)
    }

    /// Leaves out every row, for a system of `count` unknowns and about `capacity` rows.
    mutating func reset(count: Int, capacity: Int) {
      self.count = count
      removeAll()
      makeRoom(forRows: capacity)
      relations.reserveCapacity(capacity)
    }

    /// Grows the coefficients' storage to hold `rows` rows, when it holds fewer.
    private mutating func makeRoom(forRows rows: Int) {
      let size = rows * count
      if coefficients.count < size {
        coefficients.append(contentsOf: repeatElement(0, count: size - coefficients.count))
      }
    }

    /// Where the row after the system's rows starts in `coefficients`: the row started last.
    private var newRowStart: Int { rowCount * count }

    var indices: Range<Int> { 0..<rowCount }

    /// The right-hand side of `row`.
    func value(of row: Int) -> Double { relations[row].value }

    /// Whether `row` is an equality.
    func isEquality(_ row: Int) -> Bool { relations[row].relation == .equal }

    /// The relation of `row`.
    func relation(of row: Int) -> NSLayoutConstraint.Relation { relations[row].relation }

    /// Where `row` comes from.
    func source(of row: Int) -> Source { relations[row].source }

    /// The priority of `row`.
    func priority(of row: Int) -> Float { relations[row].priority }

    func coefficients(of row: Int) -> ArraySlice<Double> {
      coefficients[row * count..<(row + 1) * count]
    }

    /// Leaves out every row, keeping the storage for the next axis.
    mutating func removeAll() {
      rowCount = 0
    }

    /// Starts a row of zero coefficients, which `addToNewRow` fills in and `keepNewRow` keeps.
    mutating func startRow() {
      makeRoom(forRows: rowCount + 1)
      let start = newRowStart
      for unknown in 0..<count { coefficients[start + unknown] = 0 }
    }

    /// Adds `factor` to the coefficient of `unknown` in the row started last.
    mutating func addToNewRow(_ factor: Double, at unknown: Int) {
      coefficients[newRowStart + unknown] += factor
    }

    /// Keeps the row started last as `coefficients · unknowns relation value`, unless it has no
    /// coefficient (it relates nothing placed here), which is dropped.
    mutating func keepNewRow(
      value: Double, relation: NSLayoutConstraint.Relation, priority: Float, source: Source
    ) {
      let start = newRowStart
      guard coefficients[start..<start + count].contains(where: { $0 != 0 }) else { return }
      keep(Relation(value: value, relation: relation, priority: priority, source: source))
    }

    /// Keeps `unknown` at `value`, at `priority`.
    mutating func appendStay(_ unknown: Int, _ value: Double, priority: Float) {
      appendBound(unknown, .equal, value, priority: priority, source: .stay(unknown))
    }

    /// Keeps `unknown relation value`, at `priority`, for the content of the view whose size
    /// `unknown` is.
    mutating func appendContent(
      _ unknown: Int, _ relation: NSLayoutConstraint.Relation, _ value: Double, priority: Float
    ) {
      appendBound(unknown, relation, value, priority: priority, source: .content(unknown))
    }

    /// Keeps `unknown relation value`, at `priority`, from `source`.
    private mutating func appendBound(
      _ unknown: Int, _ relation: NSLayoutConstraint.Relation, _ value: Double, priority: Float,
      source: Source
    ) {
      makeRoom(forRows: rowCount + 1)
      let start = newRowStart
      for position in 0..<count { coefficients[start + position] = position == unknown ? 1 : 0 }
      keep(Relation(value: value, relation: relation, priority: priority, source: source))
    }

    /// Keeps `relation` as the next row's, in the storage's next place.
    private mutating func keep(_ relation: Relation) {
      if rowCount < relations.count {
        relations[rowCount] = relation
      } else {
        relations.append(relation)
      }
      rowCount += 1
    }

    /// Whether `unknowns` break `row`, an inequality (an equality is never broken here).
    func isBroken(_ row: Int, by unknowns: [Double]) -> Bool {
      excess(row, by: unknowns) > 0
    }

    /// How far past its limit and the tolerance `unknowns` put `row`, an inequality: 0 when
    /// they do not (and for an equality).
    func excess(_ row: Int, by unknowns: [Double]) -> Double {
      var sum = 0.0
      for (coefficient, value) in zip(coefficients(of: row), unknowns) {
        sum += coefficient * value
      }
      let limit = relations[row]
      switch limit.relation {
      case .equal: return 0
      case .lessThanOrEqual: return max(0, sum - (limit.value + LinearSystem.tolerance))
      case .greaterThanOrEqual: return max(0, limit.value - LinearSystem.tolerance - sum)
      }
    }
  }

  /// Appends `constraint`, the solve's constraint at `position`, as a row along `axis` to `rows`,
  /// unless it is about the other axis, relates nothing placed here, or spans the two axes.
  private func appendRow(
    for constraint: NSLayoutConstraint, at position: Int, axis: Axis, index: [ObjectIdentifier],
    to rows: inout Rows
  ) {
    guard let first = constraint.firstItem, Self.axis(of: constraint.firstAttribute) == axis
    else { return }
    if constraint.secondItem != nil,
      Self.axis(of: constraint.secondAttribute) != axis
    {
      return
    }
    rows.startRow()
    var value = Double(constraint.constant)
    // first − multiplier × second = constant, the known parts moved to the right.
    func add(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ factor: Double) {
      if let place = index.firstIndex(of: ObjectIdentifier(item)) {
        Self.addTerms(of: attribute, at: place, times: factor, to: &rows)
      } else {
        value -= factor * Double(self.value(of: attribute, of: item))
      }
    }
    add(first, constraint.firstAttribute, 1)
    if let second = constraint.secondItem {
      add(second, constraint.secondAttribute, -Double(constraint.multiplier))
    }
    rows.keepNewRow(
      value: value, relation: constraint.relation, priority: constraint.priority.rawValue,
      source: .constraint(position))
  }

  /// The axis an attribute is on; `nil` for none.
  private static func axis(of attribute: NSLayoutConstraint.Attribute) -> Axis? {
    switch attribute {
    case .left, .right, .leading, .trailing, .centerX, .width: .horizontal
    case .top, .bottom, .centerY, .height: .vertical
    case .notAnAttribute: nil
    }
  }

  /// Adds `factor` times the attribute of the item at `position` (weights on its origin and
  /// size) to the row `rows` started last.
  private static func addTerms(
    of attribute: NSLayoutConstraint.Attribute, at position: Int, times factor: Double,
    to rows: inout Rows
  ) {
    let (origin, size) = (2 * position, 2 * position + 1)
    switch attribute {
    case .left, .leading, .top: rows.addToNewRow(factor, at: origin)
    case .right, .trailing, .bottom:
      rows.addToNewRow(factor, at: origin)
      rows.addToNewRow(factor, at: size)
    case .centerX, .centerY:
      rows.addToNewRow(factor, at: origin)
      rows.addToNewRow(factor / 2, at: size)
    case .width, .height: rows.addToNewRow(factor, at: size)
    case .notAnAttribute: break
    }
  }

  // MARK: - Items

  /// `attribute` of `item`, an item not placed here, in `superview`'s coordinates.
  private func value(of attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> CGFloat {
    let rect: CGRect
    if item === superview {
      rect = superview.bounds
    } else if let guide = item as? UILayoutGuide {
      rect =
        guide.owningView.map { Self.modelRect(guide.layoutFrame, from: $0, to: superview) }
        ?? .zero
    } else if let view = item as? UIView {
      rect =
        view.superview.map { Self.modelRect(view.frame, from: $0, to: superview) }
        ?? view.frame
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

  /// Where `item` is now, in its view's coordinates: a view's frame, a scroll view's content
  /// rectangle; any other guide has none of its own until its constraints place it.
  private static func currentFrame(of item: AnyObject) -> CGRect {
    if let content = item as? ScrollViewContentLayoutGuide { return content.contentRect }
    return (item as? UIView)?.frame ?? .zero
  }

  /// Appends to `found` the active constraints that mention a placed item, from the superview,
  /// the views above it and the placed items, leaving out those that reach into a placed item's
  /// own subviews.
  private func gatherConstraints(
    placing items: [AnyObject], index: [ObjectIdentifier], into found: inout [NSLayoutConstraint]
  ) {
    func isPlaced(_ item: AnyObject?) -> Bool {
      item.map { index.contains(ObjectIdentifier($0)) } ?? false
    }
    /// Whether `item`, an item not placed here (a view, or a guide by its owning view), is
    /// inside a placed view. The superview, the other item of most constraints, is not, and is
    /// answered without a cast.
    func isInsidePlaced(_ item: AnyObject) -> Bool {
      guard item !== superview, let holder = NSLayoutConstraint.holder(of: item),
        holder !== superview
      else { return false }
      // Nothing placed is the superview or above it: a walk from it would only reach the window.
      var ancestor = holder.superview
      while let current = ancestor, current !== superview {
        if isPlaced(current) { return true }
        ancestor = current.superview
      }
      return false
    }
    /// Appends `owner`'s constraints that mention a placed item and reach into no placed item's
    /// subviews; each item is looked up once.
    func collect(from owner: UIView) {
      for constraint in owner.constraints {
        let (first, second) = (constraint.firstItem, constraint.secondItem)
        let (firstIsPlaced, secondIsPlaced) = (isPlaced(first), isPlaced(second))
        guard firstIsPlaced || secondIsPlaced else { continue }
        if !firstIsPlaced, let first, isInsidePlaced(first) { continue }
        if !secondIsPlaced, let second, isInsidePlaced(second) { continue }
        found.append(constraint)
      }
    }
    for case let view as UIView in items where view !== superview { collect(from: view) }
    // A fitting solve reads only what is inside the superview: its constraints, not those that
    // place it in its own superview.
    var ancestor: UIView? = superview
    while let current = ancestor {
      collect(from: current)
      ancestor = fittingTarget == nil ? current.superview : nil
    }
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
