import Testing

@testable import SimulatedUIKit

/// `UIView` as user code subclasses and arranges it: the hierarchy and the calls UIKit makes when
/// it changes, tags, the plain properties, `center`, and converting to another view [A: Apple's
/// `UIView` reference].

/// A view that notes each hierarchy and layout call UIKit makes on it, as a custom container does.
final class LoggingView: UIView {
  private(set) var log: [String] = []

  override func willMove(toSuperview newSuperview: UIView?) {
    log.append(newSuperview == nil ? "willMove(toSuperview: nil)" : "willMove(toSuperview:)")
  }
  override func didMoveToSuperview() { log.append("didMoveToSuperview()") }
  /// Run at each of `willMove(toWindow:)` and `didMoveToWindow()`, to see the order across views.
  var onWindowChange: () -> Void = {}
  override func willMove(toWindow newWindow: UIWindow?) {
    log.append(newWindow == nil ? "willMove(toWindow: nil)" : "willMove(toWindow:)")
    onWindowChange()
  }
  override func didMoveToWindow() {
    log.append("didMoveToWindow()")
    onWindowChange()
  }
  override func didAddSubview(_ subview: UIView) { log.append("didAddSubview(_:)") }
  override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview(_:)") }
  override func layoutSubviews() {
    super.layoutSubviews()
    log.append("layoutSubviews()")
  }
  override func updateConstraints() {
    log.append("updateConstraints()")
    super.updateConstraints()
  }
}

@Suite struct UIViewHierarchyTests {
  // "Views can have only one superview. If view already has a superview and that view is not the
  // receiver, this method removes the previous superview before making the receiver its new
  // superview." [A: addSubview(_:)]
  @Test func addingAViewElsewhereTakesItFromItsFormerSuperview() {
    let first = UIView(frame: .zero)
    let second = UIView(frame: .zero)
    let child = UIView(frame: .zero)
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 1 && child.superview === second)
  }

  // willMove(toSuperview:) comes before the move, didMoveToSuperview() after; the superview hears
  // didAddSubview(_:) and, on removal, willRemoveSubview(_:) [A].
  @Test func theViewAndItsSuperviewAreToldOfTheMoveInUIKitsOrder() {
    let container = LoggingView(frame: .zero)
    let child = LoggingView(frame: .zero)
    container.addSubview(child)
    child.removeFromSuperview()
    #expect(
      child.log == [
        "willMove(toSuperview:)", "didMoveToSuperview()", "willMove(toSuperview: nil)",
        "didMoveToSuperview()",
      ])
    #expect(container.log == ["didAddSubview(_:)", "willRemoveSubview(_:)"])
    #expect(child.superview == nil && container.subviews.isEmpty)
  }

  // A view moving into a window hears willMove(toWindow:) after willMove(toSuperview:), and
  // didMoveToWindow() after didMoveToSuperview(); moving out, willMove(toWindow: nil); a move
  // between views in no window tells it nothing of windows [A: willMove(toWindow:)].
  @Test func aViewIsToldBeforeItMovesIntoOrOutOfAWindow() {
    let window = UIWindow.iPhone5()
    let loose = UIView(frame: .zero)
    let child = LoggingView(frame: .zero)
    loose.addSubview(child)
    window.addSubview(child)
    child.removeFromSuperview()
    #expect(
      child.log == [
        "willMove(toSuperview:)", "didMoveToSuperview()",
        "willMove(toSuperview:)", "willMove(toWindow:)", "didMoveToSuperview()",
        "didMoveToWindow()",
        "willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToSuperview()",
        "didMoveToWindow()",
      ])
  }

  // The views inside a moved view change windows with it, and each hears of it, after its
  // superview [A: willMove(toWindow:) and didMoveToWindow() go to every view whose window
  // changes]; views inside a moved view do not hear of the superview they keep.
  @Test func theViewsInsideAMovedViewAreToldOfTheirNewWindowToo() {
    let window = UIWindow.iPhone5()
    let container = LoggingView(frame: .zero)
    let inner = LoggingView(frame: .zero)
    container.addSubview(inner)
    var order: [String] = []
    container.onWindowChange = { order.append("container") }
    inner.onWindowChange = { order.append("inner") }
    window.addSubview(container)
    let keptSuperview = ["willMove(toSuperview:)", "didMoveToSuperview()"]
    #expect(inner.log == keptSuperview + ["willMove(toWindow:)", "didMoveToWindow()"])
    #expect(order == ["container", "inner", "container", "inner"])
    container.removeFromSuperview()
    #expect(
      inner.log
        == keptSuperview + [
          "willMove(toWindow:)", "didMoveToWindow()", "willMove(toWindow: nil)", "didMoveToWindow()",
        ])
  }

  // subviews run back to front; insertSubview, bringSubviewToFront and sendSubviewToBack reorder
  // them [A].
  @Test func insertingAndReorderingFollowTheBackToFrontOrder() {
    let parent = UIView(frame: .zero)
    let (a, b, c) = (UIView(frame: .zero), UIView(frame: .zero), UIView(frame: .zero))
    parent.addSubview(a)
    parent.addSubview(c)
    parent.insertSubview(b, belowSubview: c)
    #expect(parent.subviews.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0) })
    parent.bringSubviewToFront(a)
    #expect(parent.subviews.last === a)
    parent.sendSubviewToBack(a)
    parent.insertSubview(c, at: 0)
    #expect(parent.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
  }

  // "The view hierarchy is searched … including the receiver itself"; 0 is every view's default
  // tag [A: viewWithTag(_:), tag].
  @Test func viewWithTagSearchesTheViewAndItsDescendants() {
    let root = UIView(frame: .zero)
    let middle = UIView(frame: .zero)
    let leaf = UIView(frame: .zero)
    root.addSubview(middle)
    middle.addSubview(leaf)
    leaf.tag = 42
    #expect(root.viewWithTag(42) === leaf)
    #expect(root.viewWithTag(7) == nil)
    #expect(root.viewWithTag(0) === root)
  }

  // Defaults [A]: visible, opaque alpha 1, no clipping, no background color, interaction on.
  @Test func plainPropertiesStartAtUIKitsDefaultsAndKeepWhatIsSet() {
    let view = UIView()
    #expect(view.frame == .zero)
    #expect(!view.isHidden && view.alpha == 1 && !view.clipsToBounds)
    #expect(view.backgroundColor == nil && view.isUserInteractionEnabled)
    view.backgroundColor = .red
    view.isHidden = true
    view.alpha = 0.5
    view.clipsToBounds = true
    #expect(view.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(view.isHidden && view.alpha == 0.5 && view.clipsToBounds)
  }

  // "The center point is specified in points in the coordinate system of its superview"; setting it
  // moves the frame and keeps its size [A: center].
  @Test func centerIsTheFramesMiddleAndSettingItMovesTheFrame() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    #expect(view.center == CGPoint(x: 60, y: 40))
    view.center = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: -50, y: -20, width: 100, height: 40))
  }

  // convert(_:to:) maps from the receiver to the other view, through their superviews' frames
  // and a scroll view's content offset [A]; to nil, the window's coordinates.
  @Test func convertToAnotherViewAndToTheWindowGoThroughTheFramesAndTheContentOffset() {
    let window = UIWindow.iPhone5()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 400))
    let content = UIView(frame: CGRect(x: 10, y: 300, width: 50, height: 50))
    let bar = UIView(frame: CGRect(x: 0, y: 500, width: 320, height: 44))
    window.addSubview(root)
    root.addSubview(scroll)
    root.addSubview(bar)
    scroll.addSubview(content)
    scroll.contentOffset = CGPoint(x: 0, y: 200)
    let inRoot = CGRect(x: 10, y: 100 + 300 - 200, width: 50, height: 50)
    #expect(content.convert(content.bounds, to: nil) == inRoot)
    #expect(content.convert(content.bounds, to: bar) == inRoot.offsetBy(dx: 0, dy: -500))
    #expect(content.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 11, y: 202))
    #expect(root.convert(CGPoint(x: 11, y: 202), from: nil) == CGPoint(x: 11, y: 202))
  }

  // Removing a view removes the constraints between it, or a view inside it, and views outside
  // it; constraints inside it stay [A: removeFromSuperview()].
  @Test func removingAViewDeactivatesTheConstraintsThatReachOutsideIt() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let container = UIView(frame: .zero)
    let inner = UIView(frame: .zero)
    root.addSubview(container)
    container.addSubview(inner)
    let outward = inner.topAnchor.constraint(equalTo: root.topAnchor)
    let ownEdge = container.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    let inside = inner.topAnchor.constraint(equalTo: container.topAnchor)
    NSLayoutConstraint.activate([outward, ownEdge, inside])
    container.removeFromSuperview()
    #expect(!outward.isActive && !ownEdge.isActive && inside.isActive)
  }

  // What refers to a view without owning it lets go when the view goes, as UIKit's weak and
  // unowned(unsafe) references are documented to: "superview … nil" for a view in none, a
  // constraint whose view is gone is no longer active, a recognizer's `view` and a guide's
  // `owningView` are `nil` once detached [A: UIView, NSLayoutConstraint.isActive,
  // UIGestureRecognizer.view, UILayoutGuide.owningView]. The lab's references are unowned (a weak
  // one slows every retain of a view), so the view's deinit clears them; without it, reading one
  // would trap.
  @Test func whatReferredToAViewWithoutOwningItLetsGoWhenTheViewGoes() {
    let child = UIView(frame: .zero)
    let sibling = UIView(frame: .zero)
    let guide = UILayoutGuide()
    let recognizer = UITapGestureRecognizer(target: nil, action: nil)
    var constraint: NSLayoutConstraint?
    var safeArea: UILayoutGuide?
    do {
      let parent = UIView(frame: .zero)
      parent.addSubview(child)
      parent.addSubview(sibling)
      parent.addLayoutGuide(guide)
      parent.addGestureRecognizer(recognizer)
      safeArea = parent.safeAreaLayoutGuide
      constraint = child.topAnchor.constraint(equalTo: sibling.bottomAnchor)
      constraint?.isActive = true
      #expect(child.superview === parent && constraint?.isActive == true)
    }
    #expect(child.superview == nil && sibling.superview == nil)
    #expect(constraint?.isActive == false)
    #expect(recognizer.view == nil)
    #expect(guide.owningView == nil && safeArea?.owningView == nil)
  }
}
