import Testing

@testable import SimulatedUIKit

/// A scroll view's content and frame layout guides (iOS 11) [A: `contentLayoutGuide`, "the
/// untranslated content rectangle"; `frameLayoutGuide`, "the untransformed frame rectangle"],
/// and the flags keyboard helpers set on it.
@Suite struct ScrollViewLayoutGuideTests {
  /// A view whose content asks for `size`.
  private final class SizedView: UIView {
    let size: CGSize
    init(size: CGSize) {
      self.size = size
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
  }

  /// A 375 × 500 scroll view holding `content`, placed by constraints.
  private func scrollView(holding content: UIView) -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 500))
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    return scrollView
  }

  // The usual form: a content view pinned to the content guide's four edges and as wide as the
  // frame guide, its height from the two views stacked in it (300 + 400 pt). The content sits at
  // the content's origin, the scroll view's width wide, and the content size is its size.
  @Test func contentPinnedToTheContentGuideGivesTheContentSize() {
    let content = UIView()
    let scrollView = scrollView(holding: content)
    let (upper, lower) = (
      SizedView(size: CGSize(width: 100, height: 300)),
      SizedView(size: CGSize(width: 100, height: 400))
    )
    for view in [upper, lower] {
      view.translatesAutoresizingMaskIntoConstraints = false
      content.addSubview(view)
    }
    let guide = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      upper.topAnchor.constraint(equalTo: content.topAnchor),
      upper.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      lower.topAnchor.constraint(equalTo: upper.bottomAnchor),
      lower.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      lower.bottomAnchor.constraint(equalTo: content.bottomAnchor),
    ])
    scrollView.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 700))
    #expect(scrollView.contentSize == CGSize(width: 375, height: 700))
    #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 700))
  }

  // Without constraints on the content guide, the content size stays what the app set; the
  // guide is the content's rectangle all the same.
  @Test func anUnconstrainedContentGuideLeavesTheContentSizeAsSet() {
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 900))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 500))
    scrollView.addSubview(content)
    scrollView.contentSize = CGSize(width: 375, height: 900)
    let guide = scrollView.contentLayoutGuide
    scrollView.setNeedsLayout()
    scrollView.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 375, height: 900))
    #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 900))
  }

  // The frame guide is the scroll view's own rectangle in its coordinates: scrolled 120 pt down,
  // a bar pinned to its bottom sits at the visible bottom, 120 + 500 pt into the content.
  @Test func theFrameGuideIsTheVisibleRectangle() {
    let bar = UIView()
    let scrollView = scrollView(holding: bar)
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.contentOffset = CGPoint(x: 0, y: 120)
    let frame = scrollView.frameLayoutGuide
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: frame.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: frame.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: frame.bottomAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    scrollView.layoutIfNeeded()
    #expect(frame.layoutFrame == CGRect(x: 0, y: 120, width: 375, height: 500))
    #expect(bar.frame == CGRect(x: 0, y: 576, width: 375, height: 44))
  }

  // The flags' defaults, as UIKit's: scrolling on, both indicators shown, no finger on it, no
  // deceleration; an accessibility identifier is kept as given.
  @Test func theFlagsKeyboardHelpersSetHaveUIKitsDefaults() {
    let scrollView = UIScrollView(frame: .zero)
    #expect(scrollView.isScrollEnabled)
    #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
    #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
    #expect(scrollView.accessibilityIdentifier == nil)
    scrollView.accessibilityIdentifier = "KHScrollView"
    #expect(scrollView.accessibilityIdentifier == "KHScrollView")
  }
}
