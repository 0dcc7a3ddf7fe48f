import SimulatedIOS
import SimulationHelpers
import Testing

@testable import SimulatedUIKit

/// A controller whose scroll view dismisses the keyboard interactively and whose delegate notes
/// what the scroll view says of the finger as the drag begins and ends.
final class DragNotingController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let field = UITextField(frame: CGRect(x: 20, y: 300, width: 300, height: 30))
  /// `isTracking` and `isDragging` at each of the delegate's calls, in order.
  private(set) var seen: [(call: String, tracking: Bool, dragging: Bool)] = []

  /// Whether the user may scroll the scroll view.
  var scrollEnabled = true

  override func viewDidLoad() {
    super.viewDidLoad()
    // The test's nib holds a field of its own: the controller's own is the one to tap.
    for subview in view.subviews { subview.removeFromSuperview() }
    scrollView.keyboardDismissMode = .interactive
    scrollView.isScrollEnabled = scrollEnabled
    scrollView.delegate = self
    view.addSubview(scrollView)
    scrollView.addSubview(field)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    seen.append(("begin", scrollView.isTracking, scrollView.isDragging))
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    seen.append(("end", scrollView.isTracking, scrollView.isDragging))
  }
}

@Suite struct ScrollViewDraggingTests {
  private static let script = "at 0 tap text-field\nat 1 interactive-dismiss"

  // The finger of interactive-dismiss is on the scroll view from the drag's start until it
  // lifts: `isTracking` and `isDragging` are true as the drag begins, false after it ended [A].
  @Test func theFingerIsTrackedWhileItDrags() throws {
    let (_, controller) = try runScenario(Self.script, device: .iphone7, os: 11) { _ in
      DragNotingController()
    }
    #expect(controller.seen.map(\.call) == ["begin", "end"])
    #expect(controller.seen[0].tracking && controller.seen[0].dragging)
    let scrollView = controller.scrollView
    #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
  }

  // With scrolling off the user cannot drag the scroll view: its delegate hears no drag [A:
  // "the user can't scroll"].
  @Test func aScrollViewWithScrollingOffIsNotDragged() throws {
    let (_, controller) = try runScenario(Self.script, device: .iphone7, os: 11) {
      (_: NibObjects) -> DragNotingController in
      let controller = DragNotingController()
      controller.scrollEnabled = false
      return controller
    }
    #expect(controller.seen.isEmpty)
  }
}
