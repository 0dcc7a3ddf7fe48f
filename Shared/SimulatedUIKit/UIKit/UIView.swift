/// A rectangle on screen: UIKit's `UIView`, with the parts the samples use.
///
/// `frame` is the model value code reads and writes; setting it inside an animation block animates
/// what the samples see (`presentationFrame`). A size change resizes the subviews by their
/// autoresizing masks, or marks them for layout when they use constraints, as UIKit does [A].
open class UIView: UIResponder {
  /// The name the timeline uses for this view (`grayView`), as the nib's outlet calls it; a view
  /// a controller of your own made is named at launch after the property that holds it.
  private(set) var timelineName: String?
  let frameValue: AnimatedValue
  /// The views inside this one, back to front.
  public private(set) var subviews: [UIView] = []
  /// The view this one is inside.
  public private(set) weak var superview: UIView?
  /// How the view follows its superview's size changes [A].
  public var autoresizingMask: UIView.AutoresizingMask = []
  /// `false` for a view placed by constraints (Auto Layout) [A].
  public var translatesAutoresizingMaskIntoConstraints = true
  /// The constraints this view owns.
  public private(set) var constraints: [NSLayoutConstraint] = []
  /// The recognizers attached to this view.
  public private(set) var gestureRecognizers: [UITapGestureRecognizer] = []
  private var needsLayout = false
  /// The keyboard's layout guide, once something has asked for it.
  private(set) var loadedKeyboardLayoutGuide: UIKeyboardLayoutGuide?

  /// Creates a view with `frame` in its superview's coordinates.
  public convenience init(frame: CGRect) {
    self.init(frame: frame, timelineName: nil)
  }

  init(frame: CGRect, timelineName: String?) {
    self.timelineName = timelineName
    frameValue = AnimatedValue(
      name: timelineName.map { "\($0).frame" }, dimensions: 4, model: frame.vector)
  }

  /// The view's rectangle in its superview's coordinates (the model value).
  public var frame: CGRect {
    get { CGRect(frameValue.model) }
    set { setFrame(newValue, source: .app) }
  }

  /// The view's own coordinate space: its origin is (0, 0) but in a scroll view, where it is the
  /// content offset.
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
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
  func nameIfUnnamed(_ name: String) {
    guard timelineName == nil else { return }
    timelineName = name
    nameAnimatedValues(name)
  }

  /// Names the animated values the timeline shows after the view's `name`.
  func nameAnimatedValues(_ name: String) {
    frameValue.name = "\(name).frame"
  }

  /// The frame on screen at `time`.
  func presentationFrame(at time: VirtualTime) -> CGRect {
    CGRect(frameValue.presentation(at: time))
  }

  /// Adds `view` in front of the other subviews.
  public func addSubview(_ view: UIView) {
    view.superview = self
    subviews.append(view)
  }

  /// Adds a constraint between this view and one of its subviews; it applies at the next layout.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.owner = self
    constraints.append(constraint)
    setNeedsLayout()
  }

  /// Adds each of `constraints`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    constraints.forEach(addConstraint)
  }

  /// Removes `constraint` from this view's; it stops applying at the next layout.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraints.contains(where: { $0 === constraint }) else { return }
    constraints.removeAll { $0 === constraint }
    constraint.owner = nil
    setNeedsLayout()
  }

  /// The view's top edge, for `constraint(equalTo:)` [A].
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }

  /// The view's bottom edge, for `constraint(equalTo:)` [A].
  public var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  }

  /// Attaches `recognizer`: a tap on this view fires it.
  public func addGestureRecognizer(_ recognizer: UITapGestureRecognizer) {
    gestureRecognizers.append(recognizer)
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

  /// `rect`, which is `onScreen` in the screen's coordinates, in this view's; recorded when it
  /// moves.
  private func convert(_ rect: CGRect, onScreen: CGRect) -> CGRect {
    let converted = convertFromScreen(onScreen)
    if converted != rect {
      Simulation.current?.recorder.record(
        .convert(ConversionRecord(from: rect.components, to: converted.components)))
    }
    return converted
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
  func convertFromScreen(_ rect: CGRect) -> CGRect {
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
  /// for a view outside a window.
  public var safeAreaInsets: UIEdgeInsets {
    guard let window else { return UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
    let insets = window.screenSafeAreaInsets
    let orientation = window.interfaceOrientation
    let screen = window.space.interfaceSize(in: orientation)
    let onScreen =
      window.isFixedInPortrait
      ? window.space.interfaceRect(fromPortrait: convertToScreen(bounds), in: orientation)
      : convertToScreen(bounds)
    return UIEdgeInsets(
      top: max(0, insets.top - onScreen.minY),
      left: max(0, insets.left - onScreen.minX),
      bottom: max(0, onScreen.maxY - (screen.height - insets.bottom)),
      right: max(0, onScreen.maxX - (screen.width - insets.right)))
  }

  /// The view's bounds less its safe area, as a guide to pin to (iOS 11) [A].
  public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(owningView: self)

  /// The space the keyboard takes in this view (iOS 15) [A]: one guide a view, made when first
  /// asked for.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let loadedKeyboardLayoutGuide { return loadedKeyboardLayoutGuide }
    let guide = UIKeyboardLayoutGuide(owningView: self)
    loadedKeyboardLayoutGuide = guide
    return guide
  }

  // MARK: - Layout

  /// Marks the view for layout at the next `layoutIfNeeded()`.
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Applies pending constraint changes to the frames of this view's subviews, now [A]; inside an
  /// animation block, those frame changes animate.
  public func layoutIfNeeded() {
    layoutIfNeeded(source: .app)
  }

  func layoutIfNeeded(source: AnimatedValue.Source) {
    guard needsLayout else { return }
    needsLayout = false
    for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      let solved = NSLayoutConstraint.frame(for: subview, in: bounds, constraints: constraints)
      subview.setFrame(solved, source: source)
    }
    for subview in subviews {
      subview.layoutIfNeeded(source: source)
    }
  }

  func setFrame(_ newFrame: CGRect, source: AnimatedValue.Source) {
    let oldSize = frame.size
    if let simulation = Simulation.current {
      simulation.animator.change(frameValue, to: newFrame.vector, source: source)
    } else {
      frameValue.setModel(newFrame.vector)
    }
    guard newFrame.size != oldSize else { return }
    for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
      let resized = subview.autoresizingMask.resize(
        subview.frame, from: oldSize, to: newFrame.size)
      subview.setFrame(resized, source: .layout)
    }
    if subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
      setNeedsLayout()
    }
  }
}
