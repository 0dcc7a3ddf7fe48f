/// UIKit's `UIScrollView`, with the parts the keyboard techniques use: the content's size and
/// offset, the insets that extend the scrollable area, and scrolling a rectangle into view [A].
///
/// `contentInset` and `scrollIndicatorInsets` are animatable here, so that an inset changed inside
/// the keyboard's animation follows it (`SystemRules.contentInsetAnimates`); `contentOffset` is the
/// origin of `bounds`, as in UIKit, and conversions into the view account for it.
public class UIScrollView: UIView {
  let contentInsetValue: AnimatedValue
  let scrollIndicatorInsetsValue: AnimatedValue
  let contentOffsetValue: AnimatedValue
  /// The size of the content the view scrolls over.
  public var contentSize: CGSize = .zero

  override init(frame: CGRect, timelineName: String?) {
    contentInsetValue = AnimatedValue(
      name: timelineName.map { "\($0).contentInset" }, dimensions: 4, model: .zero)
    scrollIndicatorInsetsValue = AnimatedValue(
      name: timelineName.map { "\($0).scrollIndicatorInsets" }, dimensions: 4, model: .zero)
    contentOffsetValue = AnimatedValue(
      name: timelineName.map { "\($0).contentOffset" }, dimensions: 2, model: .zero)
    super.init(frame: frame, timelineName: timelineName)
  }

  override func nameAnimatedValues(_ name: String) {
    super.nameAnimatedValues(name)
    contentInsetValue.name = "\(name).contentInset"
    scrollIndicatorInsetsValue.name = "\(name).scrollIndicatorInsets"
    contentOffsetValue.name = "\(name).contentOffset"
  }

  /// How far the scrollable area extends past the content on each side [A].
  public var contentInset: UIEdgeInsets {
    get { UIEdgeInsets(contentInsetValue.model) }
    set { changeInset(contentInsetValue, to: newValue) }
  }

  /// Where the scroll indicators stop short of the view's edges [A].
  public var scrollIndicatorInsets: UIEdgeInsets {
    get { UIEdgeInsets(scrollIndicatorInsetsValue.model) }
    set { changeInset(scrollIndicatorInsetsValue, to: newValue) }
  }

  /// The point of the content at the view's top left corner: the origin of `bounds` [A].
  public var contentOffset: CGPoint {
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

  /// Scrolls to `offset`, animating with UIKit's own scrolling animation when asked [A].
  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    let target = SIMD4(Double(offset.x), Double(offset.y), 0, 0)
    guard let simulation = Simulation.current else {
      contentOffsetValue.setModel(target)
      return
    }
    // Scrolling brings its own animation, whatever block it is called in [M: 0.3 s ease-in-out].
    _ = simulation.animator.perform(
      AnimationRequest(
        origin: "scroll", duration: Self.scrollingDuration, curve: .easeInOut,
        options: [.overrideInheritedDuration, .overrideInheritedCurve], isEnabled: animated)
    ) {
      simulation.animator.change(contentOffsetValue, to: target, source: .app)
    }
  }

  /// How long an animated scroll takes [M].
  static let scrollingDuration = 0.3

  /// Scrolls the least distance that brings `rect` (in the view's coordinates) inside the visible
  /// area, the bounds less the content insets, without scrolling past the content's edges [A].
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let inset = contentInset
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
  /// `time`: the frame's bottom less the bottom inset, from presentation values.
  func visibleBottom(at time: VirtualTime) -> Double {
    Double(presentationFrame(at: time).maxY) - contentInsetValue.presentation(at: time)[2]
  }

  private func changeInset(_ value: AnimatedValue, to insets: UIEdgeInsets) {
    guard let simulation = Simulation.current else {
      value.setModel(insets.vector)
      return
    }
    guard simulation.rules.contentInsetAnimates else {
      UIView.performWithoutAnimation {
        simulation.animator.change(value, to: insets.vector, source: .app)
      }
      return
    }
    simulation.animator.change(value, to: insets.vector, source: .app)
  }
}

extension CGRect {
  /// The rectangle less `insets` on each side.
  fileprivate func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }
}
