import Synchronization

/// A rectangle on screen: UIKit's `UIView`, with the parts the samples use.
///
/// `frame` is the model value code reads and writes; setting it inside an animation block animates
/// what the samples see (`presentationFrame`). A size change resizes the subviews by their
/// autoresizing masks, or marks them for layout when they use constraints, as UIKit does [A].
open class UIView: UIResponder {
  /// The name the timeline uses for this view (`grayView`), as the nib's outlet calls it; a view
  /// a controller of your own made is named at launch after the property that holds it.
  package private(set) var timelineName: String?
  let frameValue: AnimatedValue
  /// The view's opacity, animatable [A].
  let alphaValue: AnimatedValue
  /// The transform's scale and translation (`a`, `d`, `tx`, `ty`), animatable [A].
  let transformValue: AnimatedValue
  /// The transform's rotation and shear terms (`b`, `c`), which land at once [M: no keyboard
  /// technique rotates or shears a view].
  var transformShear = SIMD2<Double>(0, 0)
  /// The views inside this one, back to front.
  public var subviews: [UIView] { storedSubviews }
  /// The view this one is inside. Unowned rather than weak, as are the references to a view from
  /// its constraints, recognizers and guides: a weak reference gives the object it names a side
  /// table, and every retain and release of such an object takes the runtime's slow path, where
  /// views are retained and released on every sample. The view's `deinit` clears them all, as the
  /// weak references would have been cleared.
  public var superview: UIView? { storedSuperview?.view }
  /// `superview`'s storage: private, and a link that holds the unowned reference and is replaced
  /// whole, never written in place. Writing an unowned reference in place releases the one it
  /// held inside the write, which the compiler cannot show reaches no other access to it, so it
  /// checked every read of `superview` at run time (a layout, a safe-area pass and a conversion
  /// to the screen read it at every level: 7.7 M instructions of a matrix's 289 M,
  /// docs/performance.md); every access to the link it checks as it compiles.
  private var storedSuperview: SuperviewLink?
  /// The superview, as `storedSuperview` holds it.
  private final class SuperviewLink {
    unowned let view: UIView

    init(_ view: UIView) {
      self.view = view
    }
  }
  /// The storage of `subviews` and `constraints`: private, each read and written whole (taken
  /// out, changed and put back), so that the compiler sees every access to them and checks them
  /// as it compiles rather than at each read, where every layout, safe-area pass and sample reads
  /// them, from every module.
  private var storedSubviews: [UIView] = []
  private var storedConstraints: [NSLayoutConstraint] = []
  /// A number that names the hierarchy under this view as it is: it changes whenever a view is
  /// linked into or out of this view or one inside it (`superview` set or cleared), and no two
  /// views, nor two states of one view, ever share one in a process. So a number read once says,
  /// compared with today's, whether the views under this one still hang where they hung, and
  /// from which view it was read (`FieldPath` in the simulated iOS keeps a walk by it).
  package var hierarchyRevision: Int { storedHierarchyRevision }
  /// Its storage: private, so that the compiler checks its accesses as it compiles (a sample
  /// reads it from another module).
  private var storedHierarchyRevision = UIView.newHierarchyRevision()
  /// A number that names what Auto Layout reads of the structure under this view as it is: it
  /// changes whenever `hierarchyRevision` does, and whenever a subview moves among its siblings,
  /// a constraint is added to or removed from this view or one inside it, a layout guide is added
  /// to or removed from one of them, a scroll view among them loads its content guide, or a view
  /// inside this one starts or stops translating its autoresizing mask into constraints. Drawn
  /// from the same count as `hierarchyRevision`, so that no two views, nor two states of one
  /// view, share one. The numbers of a view and of each view above it, read once and read again
  /// the same, say that the items a layout of that view places and the constraints it gathers
  /// are those it found then (`ConstraintSolver` keeps them by it).
  var layoutRevision: Int { storedLayoutRevision }
  /// Its storage, private as `storedHierarchyRevision` is.
  private var storedLayoutRevision = UIView.newHierarchyRevision()
  /// Where every view's `hierarchyRevision` and `layoutRevision` come from: one count for the
  /// whole process (runs go on several threads at once).
  private static let hierarchyRevisions = Atomic<Int>(0)
  /// How the view follows its superview's size changes [A].
  public var autoresizingMask: UIView.AutoresizingMask = []
  /// Whether the view resizes its subviews by their autoresizing masks when its size changes
  /// [A: `autoresizesSubviews`, "The default value is true"].
  public var autoresizesSubviews = true
  /// `false` for a view placed by constraints (Auto Layout) [A].
  public var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
      superview?.noteLayoutChange()
    }
  }
  /// The constraints this view owns.
  public var constraints: [NSLayoutConstraint] { storedConstraints }
  /// The recognizers attached to this view, in the order they were added [A].
  public private(set) var gestureRecognizers: [UIGestureRecognizer]? = nil
  /// The key-value registrations on this view's geometry (`UIView+KeyValueObserving`).
  var geometryObservations: [GeometryObservation] = []
  /// The guides this view owns that the app added (`addLayoutGuide`) [A].
  public private(set) var layoutGuides: [UILayoutGuide] = []
  /// The view's background; `nil`, transparent, by default [A].
  public var backgroundColor: UIColor?
  /// Whether the view is hidden; a hidden view still takes part in layout [A].
  public var isHidden = false
  /// Whether subviews are clipped to the view's bounds (default `false`) [A].
  public var clipsToBounds = false
  /// How the view's content fills its bounds (default `.scaleToFill`) [A]: kept; the lab draws no
  /// view's content, an image's pixels or text, so it changes nothing a run shows [M].
  public var contentMode = ContentMode.scaleToFill
  /// What the view draws with (`CALayer`): its corner, border and shadow, kept [A].
  public private(set) lazy var layer = CALayer(view: self)
  /// The tint set on this view, `nil` to take its superview's.
  private var assignedTintColor: UIColor?
  /// The colour the view's controls and template images are tinted: the one set on the view, else
  /// its superview's, else the system blue; setting `nil` goes back to the superview's [A]. Kept,
  /// not drawn.
  open var tintColor: UIColor! {
    get { assignedTintColor ?? superview?.tintColor ?? .systemBlue }
    set { assignedTintColor = newValue }
  }
  /// A number the app gives the view to find it again with `viewWithTag(_:)` (default 0) [A].
  public var tag = 0
  /// A name that identifies the view to UI tests and assistive apps [A]; nothing on the screen
  /// shows it, and the lab reads it nowhere.
  public var accessibilityIdentifier: String?
  /// Whether touches reach the view (default `true`) [A].
  public var isUserInteractionEnabled = true
  var needsLayout = false
  var needsUpdateConstraints = false
  /// Whether a controller has had this view as its root view (`UIViewController.view`): set when
  /// one takes it, never cleared. Only such a view can be the root view of a controller the run
  /// shows, which hears of its layout (`shownController`); the layout of any other view, nearly
  /// every view laid out, asks no controller. Private, and read in place, as
  /// `storedReportedSafeAreaInsets` is.
  private var hasBeenControllersView = false
  /// The safe area's insets the view was last told of (`safeAreaInsetsDidChange()`).
  package var reportedSafeAreaInsets: UIEdgeInsets {
    get { storedReportedSafeAreaInsets }
    set { storedReportedSafeAreaInsets = newValue }
  }
  /// Its storage: private, as `AnimatedValue.model`'s is, so that the compiler sees every access
  /// to it and checks them as it compiles rather than at each read (the safe-area pass after
  /// every piece of work reads it for every view, from another module).
  private var storedReportedSafeAreaInsets = UIEdgeInsets.zero
  /// The number of what the safe-area pass last worked the view's insets out from
  /// (`SafeAreaCheck`) while that still holds under the superview's check numbered
  /// `superviewCheck`; `nil` when it does not, and before the first.
  package func safeAreaCheckNumber(ifHeldUnder superviewCheck: Int?) -> Int? {
    guard safeAreaCheck?.holds(for: self, under: superviewCheck) == true else { return nil }
    return safeAreaCheck?.number
  }
  /// Keeps a check of what the safe-area pass works the view's insets out from now, under the
  /// superview's check numbered `superviewCheck`, and returns its number.
  package func checkSafeArea(under superviewCheck: Int?) -> Int {
    let check = SafeAreaCheck(of: self, under: superviewCheck)
    safeAreaCheck = check
    return check.number
  }
  /// The safe-area pass's last check of the view; `nil` before the first. Private, as
  /// `storedReportedSafeAreaInsets` is, and read in place.
  private var safeAreaCheck: SafeAreaCheck?
  /// What the controller whose root view this is adds to its safe area
  /// (`UIViewController.additionalSafeAreaInsets`); zero for any other view.
  var controllerSafeAreaInsets = UIEdgeInsets.zero
  /// Where the frames set by the layout under way come from (`layoutIfNeeded(source:)`).
  private var layoutSource = AnimatedValue.Source.app
  /// The keyboard's layout guide, once something has asked for it.
  package private(set) var loadedKeyboardLayoutGuide: UIKeyboardLayoutGuide?
  /// The safe area's layout guide, once something has asked for it.
  private var loadedSafeAreaLayoutGuide: UILayoutGuide?
  /// The margins' and the readable content's guides, once something has asked for them.
  var loadedMarginGuides: (margins: UILayoutGuide?, readable: UILayoutGuide?) = (nil, nil)
  /// The default space between the view's edges and its content (8 pt each side) [A].
  public var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
    didSet { setNeedsLayout() }
  }
  /// How much the view resists growing past (`hugging`) and shrinking below (`compression`) its
  /// intrinsic size, horizontally and vertically: 250 and 750, as UIKit's defaults [A].
  var contentPriorities = ContentPriorities()
  /// The storage the constraint solver worked in when it last laid out this view's items, for
  /// the next layout to work in (`ConstraintSolver.Workspace`): a solve resets it first, so that
  /// only the arrays' capacity carries over, never a row, an unknown or a hold.
  var solverWorkspace: ConstraintSolver.Workspace?
  /// The conflicts among required constraints the solver met laying out this view's items, each
  /// noted once in the run's timeline (`ConstraintConflict`).
  var reportedConstraintConflicts: [ConstraintConflict] = []

  /// Creates a view with `frame` in its superview's coordinates [A].
  public init(frame: CGRect) {
    timelineName = nil
    (frameValue, alphaValue, transformValue) = Self.animatedValues(frame: frame, name: nil)
    super.init()
  }

  /// Clears what refers to the view without owning it: its subviews' superview, its constraints'
  /// owner (deactivating them [A]), its recognizers' view and its guides' owning view.
  deinit {
    for view in subviews { view.storedSuperview = nil }
    for constraint in constraints { constraint.owner = nil }
    for recognizer in gestureRecognizers ?? [] { recognizer.view = nil }
    for guide in layoutGuides { guide.owningView = nil }
    // The system's guides one by one, with no array of them: every view of a run ends here.
    loadedSafeAreaLayoutGuide?.owningView = nil
    loadedKeyboardLayoutGuide?.owningView = nil
    loadedMarginGuides.margins?.owningView = nil
    loadedMarginGuides.readable?.owningView = nil
  }

  /// A view with no size at the origin, as `UIView()` is [A].
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// A view made from an archive (a storyboard or a nib) [A]: a view with no size at the origin,
  /// as `init(frame: .zero)` makes, whose frame and attributes the document's generated code sets
  /// once it returns (`NibDecoder`); a subclass that overrides `init(frame:)` must provide it, as
  /// on iOS, and may call `super.init(coder:)`.
  public required init?(coder: NSCoder) {
    timelineName = nil
    (frameValue, alphaValue, transformValue) = Self.animatedValues(frame: .zero, name: nil)
    super.init()
  }

  /// A view the lab's own layouts make, named `timelineName` in the timeline. A convenience
  /// initializer, so that a subclass of the app's that overrides `init(frame:)` and
  /// `init?(coder:)` inherits `init()`, as on iOS (`MyView()`).
  package convenience init(frame: CGRect, timelineName: String?) {
    self.init(frame: frame)
    guard let timelineName else { return }
    self.timelineName = timelineName
    nameAnimatedValues(timelineName)
  }

  /// The view's animatable values: the timeline names them after the view, when it has a name.
  private static func animatedValues(frame: CGRect, name: String?)
    -> (frame: AnimatedValue, alpha: AnimatedValue, transform: AnimatedValue)
  {
    (
      AnimatedValue(owner: name, property: "frame", dimensions: 4, model: frame.vector),
      AnimatedValue(owner: name, property: "alpha", dimensions: 1, model: SIMD4(1, 0, 0, 0)),
      AnimatedValue(
        owner: name, property: "transform", dimensions: 4,
        model: CGAffineTransform.identity.scaleAndTranslation)
    )
  }

  /// The view's rectangle in its superview's coordinates (the model value). With a transform
  /// other than the identity, it is the rectangle the view has before the transform (Apple calls
  /// the frame undefined then) [A: `frame`; M: the untransformed one]. Open, as on iOS: a
  /// subclass's override hears the sets made through it.
  open var frame: CGRect {
    get { CGRect(frameValue.model) }
    set { setFrame(newValue, source: .app) }
  }

  /// The view's own coordinate space: its origin is (0, 0) but in a scroll view, where it is the
  /// content offset.
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// The middle of the frame, in the superview's coordinates; setting it moves the view [A].
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      let size = frame.size
      frame.origin = CGPoint(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2)
    }
  }

  /// The view's opacity, 0 to 1; animatable [A].
  public var alpha: CGFloat {
    get { alphaValue.model[0] }
    set { change(alphaValue, to: SIMD4(Double(newValue), 0, 0, 0)) }
  }

  /// The transform applied about the view's center: it moves what is shown, not the frame that
  /// layout reads; animatable [A].
  public var transform: CGAffineTransform {
    get { CGAffineTransform(scaleAndTranslation: transformValue.model, shear: transformShear) }
    set {
      transformShear = SIMD2(Double(newValue.b), Double(newValue.c))
      change(transformValue, to: newValue.scaleAndTranslation)
    }
  }

  /// Sets `value`'s model, animating it inside an open animation block.
  private func change(_ value: AnimatedValue, to newValue: SIMD4<Double>) {
    if let system = RunningSystemSlot.current {
      system.animator.change(value, to: newValue, source: .app)
    } else {
      value.setModel(newValue)
    }
  }

  /// The window the view is in, if any.
  public var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Gives a view without a name `name` in the timeline: its frame is then `name.frame`.
  package func nameIfUnnamed(_ name: String) {
    guard timelineName == nil else { return }
    timelineName = name
    nameAnimatedValues(name)
  }

  /// Names the animated values the timeline shows after the view's `name`: its frame, its
  /// opacity and its transform (`name.frame`, made when the timeline asks).
  func nameAnimatedValues(_ name: String) {
    frameValue.owner = name
    alphaValue.owner = name
    transformValue.owner = name
  }

  /// The frame on screen at `time`.
  package func presentationFrame(at time: VirtualTime) -> CGRect {
    CGRect(frameValue.presentation(at: time))
  }

  // MARK: - The hierarchy

  /// Adds `view` in front of the other subviews, taking it from its superview first [A].
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Puts `view` at `index` among the subviews (0 is the back), taking it from its superview
  /// first; tells it `willMove(toSuperview:)`, `didMoveToSuperview()` and, when its window
  /// changes, it and every view inside it `willMove(toWindow:)` and `didMoveToWindow()`, and this
  /// view `didAddSubview(_:)` [A].
  public func insertSubview(_ view: UIView, at index: Int) {
    if view.superview === self {
      var moved = takeSubviews()
      moved.removeAll { $0 === view }
      moved.insert(view, at: min(index, moved.count))
      storedSubviews = moved
      noteLayoutChange()
      return
    }
    let oldWindow = view.window
    view.willMove(toSuperview: self)
    if window !== oldWindow { view.eachInSubtree { $0.willMove(toWindow: window) } }
    view.detachFromSuperview()
    view.storedSuperview = SuperviewLink(self)
    var added = takeSubviews()
    added.insert(view, at: min(max(index, 0), added.count))
    storedSubviews = added
    noteHierarchyChange()
    view.didMoveToSuperview()
    if view.window !== oldWindow { view.eachInSubtree { $0.didMoveToWindow() } }
    didAddSubview(view)
    setNeedsLayout()
  }

  /// Puts `view` just behind `siblingSubview` [A].
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
  }

  /// Puts `view` just in front of `siblingSubview` [A].
  public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    insertSubview(view, at: (subviews.firstIndex { $0 === siblingSubview } ?? subviews.count) + 1)
  }

  /// Moves `view`, a subview, in front of the others [A].
  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves `view`, a subview, behind the others [A].
  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Takes the view out of its superview; the constraints between it and views outside it go
  /// with it [A].
  public func removeFromSuperview() {
    guard superview != nil else { return }
    let oldWindow = window
    willMove(toSuperview: nil)
    if oldWindow != nil { eachInSubtree { $0.willMove(toWindow: nil) } }
    detachFromSuperview()
    didMoveToSuperview()
    if oldWindow != nil { eachInSubtree { $0.didMoveToWindow() } }
  }

  /// The subviews, taken out of their storage to be changed and put back (`storedSubviews`).
  private func takeSubviews() -> [UIView] {
    let subviews = storedSubviews
    storedSubviews = []
    return subviews
  }

  /// The constraints, taken out of their storage to be changed and put back
  /// (`storedConstraints`).
  private func takeConstraints() -> [NSLayoutConstraint] {
    let constraints = storedConstraints
    storedConstraints = []
    return constraints
  }

  /// Runs `body` on this view, then on each view inside it, a superview before its subviews: the
  /// order in which UIKit tells a moved view and the views it holds of their new window [A:
  /// `willMove(toWindow:)` and `didMoveToWindow()` are sent to every view whose window changes].
  private func eachInSubtree(_ body: (UIView) -> Void) {
    body(self)
    for subview in subviews { subview.eachInSubtree(body) }
  }

  /// Unlinks the view from its superview and deactivates the constraints between it (or a view
  /// inside it) and views outside it, which its superview and those above hold [A].
  private func detachFromSuperview() {
    guard let superview else { return }
    superview.willRemoveSubview(self)
    func isInside(_ item: AnyObject?) -> Bool {
      NSLayoutConstraint.holder(of: item)?.isDescendant(of: self) ?? false
    }
    var ancestor: UIView? = superview
    while let current = ancestor {
      for constraint in current.constraints
      where isInside(constraint.firstItem) || isInside(constraint.secondItem) {
        current.removeConstraint(constraint)
      }
      ancestor = current.superview
    }
    var remaining = superview.takeSubviews()
    remaining.removeAll { $0 === self }
    superview.storedSubviews = remaining
    storedSuperview = nil
    superview.noteHierarchyChange()
    superview.setNeedsLayout()
  }

  /// Gives this view and every view above it a new `hierarchyRevision` and `layoutRevision`: a
  /// view was linked into or out of this one.
  private func noteHierarchyChange() {
    let revision = Self.newHierarchyRevision()
    var view: UIView? = self
    while let current = view {
      current.storedHierarchyRevision = revision
      current.storedLayoutRevision = revision
      view = current.superview
    }
  }

  /// Gives this view and every view above it a new `layoutRevision`: what Auto Layout reads of
  /// the structure under this view changed (a constraint, a guide, a subview's order or its
  /// `translatesAutoresizingMaskIntoConstraints`).
  func noteLayoutChange() {
    let revision = Self.newHierarchyRevision()
    var view: UIView? = self
    while let current = view {
      current.storedLayoutRevision = revision
      view = current.superview
    }
  }

  /// A `hierarchyRevision` or `layoutRevision` no view has had before.
  private static func newHierarchyRevision() -> Int {
    hierarchyRevisions.add(1, ordering: .relaxed).newValue
  }

  /// Whether `view` is this view or inside it [A].
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// This view, or the first view inside it (depth first) whose `tag` is `tag` [A].
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Told before the view moves into `newSuperview` (`nil`: out of its superview) [A].
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Told after the view moved into a superview or out of it [A].
  open func didMoveToSuperview() {}
  /// Told before the view moves into `newWindow` (`nil`: out of its window) [A].
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Told after the view moved into a window or out of it [A].
  open func didMoveToWindow() {}
  /// Told after `subview` was added [A].
  open func didAddSubview(_ subview: UIView) {}
  /// Told before `subview` is removed [A].
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: - Constraints and guides

  /// Adds a constraint between this view and one of its subviews; it applies at the next layout.
  /// A constraint held by another view moves here, as a guide or a recognizer does: a constraint
  /// is held by one view at a time.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    add(CollectionOfOne(constraint))
  }

  /// Adds each of `constraints`, in order, as `addConstraint(_:)` adds one.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    add(constraints)
  }

  /// Adds `constraints` (`addConstraint(_:)`), the view's own changed once for them all: its
  /// constraints' storage grown once and one new `layoutRevision` (a nib adds its constraints
  /// at once), where one at a time grew the storage and walked up the hierarchy for each.
  private func add(_ constraints: some Collection<NSLayoutConstraint>) {
    guard !constraints.isEmpty else { return }
    for constraint in constraints {
      if let owner = constraint.owner, owner !== self { owner.removeConstraint(constraint) }
      constraint.owner = self
    }
    var added = takeConstraints()
    added.append(contentsOf: constraints)
    storedConstraints = added
    noteLayoutChange()
    for constraint in constraints { constraint.markItemsForLayout() }
    setNeedsLayout()
  }

  /// Removes `constraint` from this view's; it stops applying at the next layout.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraints.contains(where: { $0 === constraint }) else { return }
    var remaining = takeConstraints()
    remaining.removeAll { $0 === constraint }
    storedConstraints = remaining
    noteLayoutChange()
    constraint.owner = nil
    constraint.markItemsForLayout()
    setNeedsLayout()
  }

  /// Removes each of `constraints` [A].
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    constraints.forEach(removeConstraint)
  }

  /// Makes this view `guide`'s owning view [A].
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutGuides.append(guide)
    noteLayoutChange()
  }

  /// Takes `guide` from this view's guides [A].
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    layoutGuides.removeAll { $0 === guide }
    if guide.owningView === self { guide.owningView = nil }
    noteLayoutChange()
  }

  /// Attaches `recognizer`: a tap on this view fires it [A].
  public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    recognizer.view = self
    gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
  }

  /// Detaches `recognizer` [A].
  public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    guard recognizer.view === self else { return }
    recognizer.view = nil
    gestureRecognizers?.removeAll { $0 === recognizer }
  }

  // MARK: - Coordinates

  /// Converts `rect` from `view`'s coordinates (the window's base coordinates when `nil`: see
  /// `UIWindow`) to this view's [A].
  ///
  /// The timeline shows every conversion that moves the rectangle: where a view is not at the
  /// screen's origin, or the screen is not in the interface's orientation (before iOS 8) [M].
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    let base = view ?? window
    return convert(rect, onScreen: base.map { $0.convertToScreen(rect) } ?? rect)
  }

  /// Converts `rect` from `coordinateSpace` (the screen's, `UIScreen.coordinateSpace`) to this
  /// view's [A: `UICoordinateSpace`]; the timeline shows it as it shows `convert(_:from:)`.
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    convert(rect, onScreen: coordinateSpace.screenRect(from: rect))
  }

  /// Converts `rect` from this view's coordinates to `view`'s (the window's base coordinates
  /// when `nil`) [A]; the timeline shows it as it shows `convert(_:from:)`.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let onScreen = convertToScreen(rect)
    let converted: CGRect
    if let view {
      converted = view.convertFromScreen(onScreen)
    } else if let window {
      converted = window.baseRect(fromScreen: onScreen)
    } else {
      converted = onScreen
    }
    if converted != rect {
      RunningSystemSlot.current?.recorder.record(
        .convert(ConversionRecord(from: rect.components, to: converted.components)))
    }
    return converted
  }

  /// Converts `rect` from this view's coordinates to `coordinateSpace`'s (the screen's or a
  /// view's) [A: `UICoordinateSpace`]; the timeline shows it as it shows `convert(_:from:)`.
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    let converted = coordinateSpace.rect(fromScreen: convertToScreen(rect))
    if converted != rect {
      RunningSystemSlot.current?.recorder.record(
        .convert(ConversionRecord(from: rect.components, to: converted.components)))
    }
    return converted
  }

  /// Converts `point` from `view`'s coordinates (the window's base coordinates when `nil`) to
  /// this view's [A].
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), from: view).origin
  }

  /// Converts `point` from this view's coordinates to `view`'s (the window's base coordinates
  /// when `nil`) [A].
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), to: view).origin
  }

  /// The origin of `bounds` on screen at `time`: (0, 0) but in a scroll view, where it is the
  /// content offset shown then.
  func presentationBoundsOrigin(at time: VirtualTime) -> CGPoint {
    .zero
  }

  /// `rect`, which is `onScreen` in the screen's coordinates, in this view's; recorded when it
  /// moves.
  private func convert(_ rect: CGRect, onScreen: CGRect) -> CGRect {
    let converted = convertFromScreen(onScreen)
    if converted != rect {
      RunningSystemSlot.current?.recorder.record(
        .convert(ConversionRecord(from: rect.components, to: converted.components)))
    }
    return converted
  }

  /// The deepest view under `point`, in this view's coordinates, that takes touches [A]
  /// (`hitTestingSubviews(_:with:)`).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    hitTestingSubviews(point, with: event)
  }

  /// Whether `point`, in this view's coordinates, is inside the view: inside its bounds [A].
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// Maps `rect` from this view's coordinates to the screen's.
  func convertToScreen(_ rect: CGRect) -> CGRect {
    guard let superview else { return (self as? UIWindow)?.screenRect(fromBase: rect) ?? rect }
    let inSuperview = rect.offsetBy(
      dx: frame.minX - bounds.origin.x, dy: frame.minY - bounds.origin.y)
    if let window = superview as? UIWindow {
      return window.screenRect(fromInterface: inSuperview)
    }
    return superview.convertToScreen(inSuperview)
  }

  /// Maps `rect` from the screen's coordinates to this view's.
  package func convertFromScreen(_ rect: CGRect) -> CGRect {
    guard let superview else { return rect }
    let inSuperview: CGRect
    if let window = superview as? UIWindow {
      inSuperview = window.interfaceRect(fromScreen: rect)
    } else {
      inSuperview = superview.convertFromScreen(rect)
    }
    return inSuperview.offsetBy(dx: bounds.origin.x - frame.minX, dy: bounds.origin.y - frame.minY)
  }

  // MARK: - Safe area

  /// How far the screen's safe area reaches into the view from each edge (iOS 11) [A]: the
  /// screen's insets (the sensor housing and the home indicator, `SafeArea`) where the view
  /// overlaps them on the screen, none where a window stops short of them (Stage Manager), zero
  /// for a view outside a window. Inside a controller's root view with
  /// `additionalSafeAreaInsets`, the root view's safe area is inset further by them, and a view
  /// inside it has what of that smaller area it overlaps [A].
  public var safeAreaInsets: UIEdgeInsets {
    safeAreaInsets(in: window)
  }

  /// `safeAreaInsets`, for a view in `window` (`nil`: in none), which a walk down the hierarchy
  /// knows without looking for it from each view. Final: no subclass computes it otherwise.
  package final func safeAreaInsets(in window: UIWindow?) -> UIEdgeInsets {
    guard let window else { return UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
    let insets = window.screenSafeAreaInsets
    let orientation = window.interfaceOrientation
    let screen = window.space.interfaceSize(in: orientation)
    let onScreen = interfaceRectOnScreen(in: window)
    guard let (root, added) = controllerInsetsAbove(in: window) else {
      return UIEdgeInsets(
        top: max(0, insets.top - onScreen.minY),
        left: max(0, insets.left - onScreen.minX),
        bottom: max(0, onScreen.maxY - (screen.height - insets.bottom)),
        right: max(0, onScreen.maxX - (screen.width - insets.right)))
    }
    // The root view's safe area: the screen's, where the root view is, less the added insets.
    let screenSafe = CGRect(origin: .zero, size: screen).inset(by: insets)
    let safe = root.interfaceRectOnScreen(in: window).intersection(screenSafe).inset(by: added)
    return UIEdgeInsets(
      top: max(0, safe.minY - onScreen.minY), left: max(0, safe.minX - onScreen.minX),
      bottom: max(0, onScreen.maxY - safe.maxY), right: max(0, onScreen.maxX - safe.maxX))
  }

  /// The view's bounds on the screen, in the interface's coordinates.
  private func interfaceRectOnScreen(in window: UIWindow) -> CGRect {
    window.isFixedInPortrait
      ? window.space.interfaceRect(
        fromPortrait: convertToScreen(bounds), in: window.interfaceOrientation)
      : convertToScreen(bounds)
  }

  /// The nearest view from this one up to `window` whose controller adds to its safe area, with
  /// what it adds; `nil` for none.
  private func controllerInsetsAbove(in window: UIWindow) -> (UIView, UIEdgeInsets)? {
    var current: UIView? = self
    while let view = current, view !== window {
      if view.controllerSafeAreaInsets != .zero { return (view, view.controllerSafeAreaInsets) }
      current = view.superview
    }
    return nil
  }

  /// The view's bounds less its safe area, as a guide to pin to (iOS 11) [A]: one guide a view,
  /// made when first asked for.
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let loadedSafeAreaLayoutGuide { return loadedSafeAreaLayoutGuide }
    let guide = SafeAreaLayoutGuide(owningView: self)
    loadedSafeAreaLayoutGuide = guide
    return guide
  }

  /// The space the keyboard takes in this view (iOS 15) [A]: one guide a view, made when first
  /// asked for.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let loadedKeyboardLayoutGuide { return loadedKeyboardLayoutGuide }
    let guide = UIKeyboardLayoutGuide(owningView: self)
    loadedKeyboardLayoutGuide = guide
    return guide
  }

  // MARK: - Layout

  /// The size the view's content needs, for Auto Layout; none by default
  /// (`UIView.noIntrinsicMetric` on both axes) [A].
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The size that best fits `size`: a plain view's own size, as it is now (UIKit's default) [A];
  /// a subclass answers with its content's (`UIToolbar`: its bar's height).
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the view to `sizeThatFits(_:)` of its current size, its origin kept [A].
  open func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }

  /// Marks the view for layout at the next layout pass (the end of the run loop's turn) or
  /// `layoutIfNeeded()`, whichever comes first [A].
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out this view's subviews now if it is marked for layout, then theirs [A]; inside an
  /// animation block, the frame changes animate. Pending constraint updates run first
  /// (`updateConstraintsIfNeeded()`), as in UIKit [A].
  public func layoutIfNeeded() {
    layoutIfNeeded(source: .app)
  }

  /// Places the subviews: by default, each subview placed by constraints where its constraints
  /// put it [A]. A subclass that overrides it calls `super.layoutSubviews()` for that, then moves
  /// what it places by hand [A]. UIKit calls it; the app calls `setNeedsLayout()` or
  /// `layoutIfNeeded()` instead [A].
  open func layoutSubviews() {
    var solver = ConstraintSolver(superview: self)
    for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      subview.setFrame(solver.frame(for: subview), source: layoutSource)
    }
    takeSolvedGuides(from: &solver)
  }

  /// Gives `subview` `frame` from the layout under way, as the default `layoutSubviews()` gives
  /// the views it places theirs: for a container that places its subviews by hand
  /// (`NavigationContainerView`).
  func place(_ subview: UIView, at frame: CGRect) {
    subview.setFrame(frame, source: layoutSource)
  }

  /// Where a view whose own guide the layout sizes (a scroll view's content guide) takes the
  /// guide's solved frame; nothing by default.
  func takeSolvedGuides(from solver: inout ConstraintSolver) {}

  /// Told when `safeAreaInsets` changed [A].
  open func safeAreaInsetsDidChange() {}

  /// Marks the view's constraints for an update before the next layout [A].
  public func setNeedsUpdateConstraints() {
    needsUpdateConstraints = true
  }

  /// Notes that a controller took this view as its root view (`UIViewController.view`).
  func becomeControllersView() {
    hasBeenControllersView = true
  }

  /// The controller among those the run shows (`UIViewController.shownControllers`) whose root
  /// view this is; `nil` for none, and outside a run. Asked of a view no controller ever took,
  /// the answer is `nil` without a search.
  package var shownController: UIViewController? {
    guard hasBeenControllersView else { return nil }
    return RunningSystemSlot.current?.controller.shownController(whoseViewIs: self)
  }

  /// Runs `updateConstraints()` on this view and those inside it that are marked, the innermost
  /// first, as UIKit does before a layout [A].
  public func updateConstraintsIfNeeded() {
    for subview in subviews { subview.updateConstraintsIfNeeded() }
    guard needsUpdateConstraints else { return }
    needsUpdateConstraints = false
    if let controller = shownController {
      controller.updateViewConstraints()
    } else {
      updateConstraints()
    }
  }

  /// Where a subclass updates its own constraints, calling `super` last [A]; nothing by default.
  open func updateConstraints() {}

  /// Updates the constraints marked for an update, then lays out this view, when marked, and
  /// those inside it, with frames coming from `source`.
  package func layoutIfNeeded(source: AnimatedValue.Source) {
    updateConstraintsIfNeeded()
    layOutSubtree(source: source)
  }

  /// Lays out this view, when marked, then those inside it; the controller whose root view this
  /// is (the run's, or a child it shows) hears `viewWillLayoutSubviews()` and
  /// `viewDidLayoutSubviews()` around its view's layout [A].
  private func layOutSubtree(source: AnimatedValue.Source) {
    if needsLayout {
      needsLayout = false
      let controller = shownController
      controller?.viewWillLayoutSubviews()
      let previousSource = layoutSource
      layoutSource = source
      loadedKeyboardLayoutGuide?.applyTrackingConstraints()
      layoutSubviews()
      layoutSource = previousSource
      controller?.viewDidLayoutSubviews()
    }
    for subview in subviews {
      subview.layOutSubtree(source: source)
    }
  }

  package func setFrame(_ newFrame: CGRect, source: AnimatedValue.Source) {
    let oldFrame = frame
    let oldSize = oldFrame.size
    let observed = !geometryObservations.isEmpty
    if observed { tellGeometryObservers(from: oldFrame, to: newFrame, isPrior: true) }
    if let system = RunningSystemSlot.current {
      system.animator.change(frameValue, to: newFrame.vector, source: source)
    } else {
      frameValue.setModel(newFrame.vector)
    }
    if observed { tellGeometryObservers(from: oldFrame, to: newFrame, isPrior: false) }
    guard newFrame.size != oldSize else { return }
    for subview in subviews
    where autoresizesSubviews && subview.translatesAutoresizingMaskIntoConstraints {
      let resized = subview.autoresizingMask.resize(
        subview.frame, from: oldSize, to: newFrame.size)
      subview.setFrame(resized, source: .layout)
    }
    // A new size marks the view for layout: its constraints, or a subclass's own layoutSubviews()
    // [A: layoutSubviews(), "when the size changes"].
    setNeedsLayout()
  }
}
