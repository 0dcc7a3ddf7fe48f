/// UIKit's `UIScrollView`, with the parts keyboard code uses: the content's size and offset, the
/// insets that extend the scrollable area, the safe area's share of them (iOS 11), and scrolling a
/// rectangle into view [A].
///
/// `contentInset` and `scrollIndicatorInsets` are animatable here, so that an inset changed inside
/// the keyboard's animation follows it (`RunningSystem.contentInsetAnimates`); `contentOffset` is the
/// origin of `bounds`, as in UIKit, and conversions into the view account for it. It is `open`,
/// as UIKit's, so that a module of the app's subclasses it.
open class UIScrollView: UIView {
  /// How the safe area adds to the content inset (iOS 11), with UIKit's raw values [A].
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// As `scrollableAxes`, and vertically always for the root view of a controller a navigation
    /// controller shows; the default [A].
    case automatic
    /// The safe area's insets on an axis the view scrolls along [A].
    case scrollableAxes
    /// No adjustment: `adjustedContentInset` is `contentInset` [A].
    case never
    /// The safe area's insets on every side [A].
    case always
  }

  /// How a drag in the view dismisses the keyboard, with UIKit's raw values [A]. The lab's
  /// `interactive-dismiss` action plays the interactive drag whatever is set [M].
  public enum KeyboardDismissMode: Int, Sendable {
    /// A drag does not dismiss it (the default) [A].
    case none
    /// A drag that begins dismisses it [A].
    case onDrag
    /// The keyboard follows the finger down and can be pulled back up [A].
    case interactive
  }

  package let contentInsetValue: AnimatedValue
  let scrollIndicatorInsetsValue: AnimatedValue
  package let contentOffsetValue: AnimatedValue
  /// The size of the content the view scrolls over [A].
  open var contentSize: CGSize = .zero {
    didSet { adjustedContentInsetMayHaveChanged() }
  }
  /// How the safe area adds to `contentInset` (default `.automatic`) [A].
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { adjustedContentInsetMayHaveChanged() }
  }
  /// Whether the view bounces vertically even when its content is shorter than it (default
  /// `false`; a table's `true`), which makes the vertical axis scrollable [A].
  public var alwaysBounceVertical = false {
    didSet { adjustedContentInsetMayHaveChanged() }
  }
  /// Whether the view bounces horizontally even when its content is narrower than it [A].
  public var alwaysBounceHorizontal = false {
    didSet { adjustedContentInsetMayHaveChanged() }
  }
  /// How a drag in the view dismisses the keyboard (default `.none`) [A].
  public var keyboardDismissMode = KeyboardDismissMode.none
  /// What the scroll view tells of its scrolling, held weakly [A]; a text view's
  /// `UITextViewDelegate` too (Swift cannot narrow a stored property's type in a subclass, so the
  /// text view keeps this one).
  public weak var delegate: UIScrollViewDelegate?
  /// Where the horizontal scroll indicator stops short of the view's edges (iOS 13) [A].
  public var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
  /// Whether the scroll indicators' insets take the safe area's share, as the content's inset
  /// does (iOS 13; default `true`) [A]; kept: the pictures draw no scroll indicators [M].
  public var automaticallyAdjustsScrollIndicatorInsets = true
  /// The adjusted inset the view was last told of (`adjustedContentInsetDidChange()`).
  private var reportedAdjustedContentInset = UIEdgeInsets.zero
  /// Whether the user may scroll the view (default `true`); code still scrolls it [A]. A
  /// disabled view takes no drag: in `interactive-dismiss` its delegate and pans hear none, while
  /// the keyboard still follows the finger down [M: the scroll view's own pan is off].
  public var isScrollEnabled = true
  /// Whether the vertical scroll indicator shows while scrolling (default `true`) [A]; the
  /// lab's pictures draw no scroll indicators, so it changes nothing a run shows [M].
  public var showsVerticalScrollIndicator = true
  /// Whether the horizontal scroll indicator shows while scrolling (default `true`) [A]; as
  /// `showsVerticalScrollIndicator`, nothing drawn [M].
  public var showsHorizontalScrollIndicator = true
  /// Whether a user's scroll comes to rest on a multiple of the view's bounds (default `false`)
  /// [A]; kept: paging acts as a flicked view decelerates, and the lab's one drag
  /// (`interactive-dismiss`) ends at rest, without decelerating [M].
  public var isPagingEnabled = false

  /// Shows the scroll indicators for a moment [A]; the lab's pictures draw no scroll indicators,
  /// so nothing shows [M].
  public func flashScrollIndicators() {}
  /// Whether a finger is on the content, tracking it [A]: `true` during the drag of the
  /// scenario's `interactive-dismiss`, the lab's only touch that drags a scroll view, from the
  /// drag's start until the delegate was told it ended.
  public package(set) var isTracking = false
  /// Whether the user is dragging the content [A]: as `isTracking`, during `interactive-dismiss`.
  public package(set) var isDragging = false
  /// Whether the content moves on after the finger lifted [A]: never in the lab, whose drags end
  /// at rest (`willDecelerate: false`) [M].
  public var isDecelerating: Bool { false }
  /// The guides `contentLayoutGuide` and `frameLayoutGuide`, made when first asked for.
  var loadedLayoutGuides: (content: ScrollViewContentLayoutGuide?, frame: UILayoutGuide?)

  /// A scroll view with `frame` in its superview's coordinates [A].
  public override init(frame: CGRect) {
    (contentInsetValue, scrollIndicatorInsetsValue, contentOffsetValue) = Self.animatedValues(
      name: nil)
    super.init(frame: frame)
  }

  /// A scroll view from an archive: one with no size at the origin, as `UIView`'s [A].
  public required init?(coder: NSCoder) {
    (contentInsetValue, scrollIndicatorInsetsValue, contentOffsetValue) = Self.animatedValues(
      name: nil)
    super.init(coder: coder)
  }

  /// Takes the content guide's size from the layout's solve as `contentSize`
  /// (`contentLayoutGuide`).
  override func takeSolvedGuides(from solver: inout ConstraintSolver) {
    guard let guide = loadedLayoutGuides.content else { return }
    let size = solver.frame(for: guide).size
    if size != contentSize { contentSize = size }
  }

  override func nameAnimatedValues(_ name: String) {
    super.nameAnimatedValues(name)
    contentInsetValue.owner = name
    scrollIndicatorInsetsValue.owner = name
    contentOffsetValue.owner = name
  }

  /// The view's animatable values: the timeline names them after the view, when it has a name.
  private static func animatedValues(name: String?)
    -> (inset: AnimatedValue, indicators: AnimatedValue, offset: AnimatedValue)
  {
    (
      AnimatedValue(owner: name, property: "contentInset", dimensions: 4, model: .zero),
      AnimatedValue(owner: name, property: "scrollIndicatorInsets", dimensions: 4, model: .zero),
      AnimatedValue(owner: name, property: "contentOffset", dimensions: 2, model: .zero)
    )
  }

  /// How far the scrollable area extends past the content on each side, measured from the safe
  /// area's edges where the behaviour adds them (iOS 11) [A: "the custom distance that the
  /// content view is inset from the safe area or scroll view edges"].
  open var contentInset: UIEdgeInsets {
    get { UIEdgeInsets(contentInsetValue.model) }
    set {
      changeInset(contentInsetValue, to: newValue)
      adjustedContentInsetMayHaveChanged()
    }
  }

  /// `contentInset` plus the safe area's insets on the sides `contentInsetAdjustmentBehavior`
  /// says, from iOS 11; before, `contentInset` itself [A: `adjustedContentInset`, "the insets
  /// derived from the content insets and the safe area of the scroll view"]. So on an iPhone
  /// without a home button, in portrait, a bottom `contentInset` of the keyboard's whole height
  /// leaves a gap as tall as the 34 pt bottom inset; the keyboard's height less
  /// `safeAreaInsets.bottom` is right.
  public var adjustedContentInset: UIEdgeInsets {
    adjusted(contentInset)
  }

  /// `inset` plus the safe area's share, by the behaviour (`adjustedContentInset`).
  private func adjusted(_ inset: UIEdgeInsets) -> UIEdgeInsets {
    guard let system = RunningSystemSlot.current, system.scrollViewsAddTheSafeArea else {
      return inset
    }
    let safe = safeAreaInsets
    let vertical: Bool
    let horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never: return inset
    case .always: (vertical, horizontal) = (true, true)
    case .automatic, .scrollableAxes:
      vertical =
        alwaysBounceVertical || contentSize.height > bounds.height
        || contentInsetAdjustmentBehavior == .automatic && isNavigationContent
      horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
    }
    return UIEdgeInsets(
      top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
      bottom: inset.bottom + (vertical ? safe.bottom : 0),
      right: inset.right + (horizontal ? safe.right : 0))
  }

  /// Whether this is the root view of a controller a navigation controller shows, which
  /// `.automatic` adjusts vertically whatever its content's height [A:
  /// `ContentInsetAdjustmentBehavior.automatic`].
  private var isNavigationContent: Bool {
    shownController?.navigationController != nil
  }

  /// Told when `adjustedContentInset` changed (iOS 11) [A].
  open func adjustedContentInsetDidChange() {}

  /// Tells the view when its adjusted inset is not what it was last told.
  package func adjustedContentInsetMayHaveChanged() {
    let inset = adjustedContentInset
    guard inset != reportedAdjustedContentInset else { return }
    reportedAdjustedContentInset = inset
    adjustedContentInsetDidChange()
  }

  /// Where the scroll indicators stop short of the view's edges: setting it sets both the
  /// vertical and the horizontal indicators'; reading it gives the vertical one's [A].
  public var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// Where the vertical scroll indicator stops short of the view's edges (iOS 13), animatable
  /// as `contentInset` [A].
  public var verticalScrollIndicatorInsets: UIEdgeInsets {
    get { UIEdgeInsets(scrollIndicatorInsetsValue.model) }
    set { changeInset(scrollIndicatorInsetsValue, to: newValue) }
  }

  /// The point of the content at the view's top left corner: the origin of `bounds` [A].
  open var contentOffset: CGPoint {
    get { CGPoint(x: contentOffsetValue.model[0], y: contentOffsetValue.model[1]) }
    set { setContentOffset(newValue, animated: false) }
  }

  /// The view's own coordinate space: its origin is the content offset [A].
  public override var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: frame.size) }
    set {
      contentOffset = newValue.origin
      frame.size = newValue.size
    }
  }

  override func presentationBoundsOrigin(at time: VirtualTime) -> CGPoint {
    let offset = contentOffsetValue.presentation(at: time)
    return CGPoint(x: offset[0], y: offset[1])
  }

  /// Scrolls to `offset`, animating with UIKit's own scrolling animation when asked, and tells
  /// the delegate it scrolled, a call the timeline records [A].
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    let target = SIMD4(Double(offset.x), Double(offset.y), 0, 0)
    guard let system = RunningSystemSlot.current else {
      contentOffsetValue.setModel(target)
      return
    }
    let previous = contentOffsetValue.model
    defer {
      if let delegate, target != previous {
        system.recorder.call("scrollViewDidScroll(_:)") { delegate.scrollViewDidScroll(self) }
      }
    }
    // Scrolling brings its own animation, whatever block it is called in [M: 0.3 s ease-in-out].
    _ = system.animator.perform(
      AnimationRequest(
        origin: "scroll", duration: Self.scrollingDuration, curve: .easeInOut,
        options: [.overrideInheritedDuration, .overrideInheritedCurve], isEnabled: animated)
    ) {
      system.animator.change(contentOffsetValue, to: target, source: .app)
    }
  }

  /// How long an animated scroll takes [M].
  static let scrollingDuration = 0.3

  /// Scrolls the least distance that brings `rect` (in the view's coordinates) inside the visible
  /// area, the bounds less the adjusted content insets, without scrolling past the content's
  /// edges [A].
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let inset = adjustedContentInset
    let visible = bounds.inset(by: inset)
    var offset = contentOffset
    offset.x += Self.distance(toShow: rect.minX...rect.maxX, in: visible.minX...visible.maxX)
    offset.y += Self.distance(toShow: rect.minY...rect.maxY, in: visible.minY...visible.maxY)
    offset.x = min(
      max(offset.x, -inset.left), max(-inset.left, contentSize.width + inset.right - bounds.width))
    offset.y = min(
      max(offset.y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
    guard offset != contentOffset else { return }
    setContentOffset(offset, animated: animated)
  }

  /// How far to scroll along one axis so that `wanted` shows in `shown`: 0 if it already does, its
  /// leading edge first if it is larger.
  private static func distance(
    toShow wanted: ClosedRange<CGFloat>, in shown: ClosedRange<CGFloat>
  ) -> CGFloat {
    if wanted.lowerBound < shown.lowerBound { return wanted.lowerBound - shown.lowerBound }
    if wanted.upperBound > shown.upperBound {
      return min(wanted.upperBound - shown.upperBound, wanted.lowerBound - shown.lowerBound)
    }
    return 0
  }

  /// The bottom of the area the content can be scrolled into, in the superview's coordinates, at
  /// `time`: the frame's bottom less the adjusted bottom inset (`adjustedContentInset`), from the
  /// presentation values of the frame and `contentInset` and the safe area as laid out [M: the
  /// safe area's share lands at once].
  func visibleBottom(at time: VirtualTime) -> Double {
    let shownInset = UIEdgeInsets(contentInsetValue.presentation(at: time))
    return Double(presentationFrame(at: time).maxY) - Double(adjusted(shownInset).bottom)
  }

  private func changeInset(_ value: AnimatedValue, to insets: UIEdgeInsets) {
    guard let system = RunningSystemSlot.current else {
      value.setModel(insets.vector)
      return
    }
    guard system.contentInsetAnimates else {
      UIView.performWithoutAnimation {
        system.animator.change(value, to: insets.vector, source: .app)
      }
      return
    }
    system.animator.change(value, to: insets.vector, source: .app)
  }
}
