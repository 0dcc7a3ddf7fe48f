import SimulatedIOS
import SimulationHelpers
import Testing

@testable import SimulatedUIKit

/// A controller whose background tap asks a delegate, as the published "dismiss the keyboard when
/// tapped around" extensions do, and whose scroll view dismisses the keyboard interactively with a
/// pan recognizer and a delegate of its own, as chat keyboard managers do.
final class DelegatingGestureController: UIViewController, UIGestureRecognizerDelegate,
  UIScrollViewDelegate
{
  /// What the delegate answers to `shouldReceive`.
  var receives = true
  private(set) var taps = 0
  private(set) var touchedView: UIView?
  private(set) var touchLocation = CGPoint.zero
  private(set) var tapLocation = CGPoint.zero
  /// The pan's state, translation and velocity at each action.
  private(set) var pans:
    [(state: UIGestureRecognizer.State, translation: CGPoint, velocity: CGPoint)] =
      []
  private(set) var drags: [String] = []
  private(set) var keyboardHeight: CGFloat = 0
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let field = UITextField(frame: CGRect(x: 20, y: 300, width: 300, height: 30))

  override func viewDidLoad() {
    super.viewDidLoad()
    // The test's nib holds a field of its own: the controller's own is the one to tap.
    for subview in view.subviews { subview.removeFromSuperview() }
    let tap = UITapGestureRecognizer()
    tap.addTarget(self, action: Selector("tapped(_:)", DelegatingGestureController.tapped))
    tap.delegate = self
    view.addGestureRecognizer(tap)
    scrollView.keyboardDismissMode = .interactive
    scrollView.delegate = self
    view.addSubview(scrollView)
    scrollView.addSubview(field)
    let pan = UIPanGestureRecognizer(
      target: self, action: Selector("panned(_:)", DelegatingGestureController.panned))
    pan.delegate = self
    scrollView.addGestureRecognizer(pan)
    NotificationCenter.default.addObserver(
      self, selector: Selector("willShow(_:)", DelegatingGestureController.willShow),
      name: UIResponder.keyboardWillShowNotification, object: nil)
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    touchedView = touch.view
    touchLocation = touch.location(in: view)
    return receives
  }

  func tapped(_ recognizer: UITapGestureRecognizer) {
    taps += 1
    tapLocation = recognizer.location(in: view)
  }

  func panned(_ recognizer: UIPanGestureRecognizer) {
    pans.append(
      (recognizer.state, recognizer.translation(in: view), recognizer.velocity(in: view)))
  }

  func willShow(_ notification: Notification) {
    keyboardHeight =
      (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
      .cgRectValue.height ?? 0
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { drags.append("begin") }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    drags.append(decelerate ? "end, decelerating" : "end")
  }
}

@Suite struct GestureDelegateTests {
  // The tap lands on the root view at its middle; the delegate is asked with that touch, and its
  // answer decides whether the action is sent [A: gestureRecognizer(_:shouldReceive:)].
  @Test func theDelegateSeesTheTouchAndDecides() throws {
    let (result, controller) = try runScenario(
      "at 0 tap background", device: .iphone7, os: 11
    ) { _ in DelegatingGestureController() }
    #expect(controller.taps == 1)
    #expect(controller.touchedView === controller.view)
    let middle = CGPoint(x: controller.view.bounds.midX, y: controller.view.bounds.midY)
    #expect(controller.touchLocation == middle && controller.tapLocation == middle)
    #expect(
      result.entries.contains {
        $0.event == .call(CallRecord(name: "gestureRecognizer(_:shouldReceive:)", result: "true"))
      })
    let (_, refusing) = try runScenario("at 0 tap background", device: .iphone7, os: 11) {
      (_: NibObjects) -> DelegatingGestureController in
      let controller = DelegatingGestureController()
      controller.receives = false
      return controller
    }
    #expect(refusing.taps == 0)
  }

  // interactive-dismiss drags a finger down the scroll view that dismisses the keyboard: its pan
  // begins with no translation, then has moved the keyboard's height at the steady speed of the
  // half-second drag, and ends; the scroll view's delegate hears the drag begin and end [A; M].
  @Test func interactiveDismissalDrivesThePanOnItsScrollView() throws {
    let (_, controller) = try runScenario(
      "at 0 tap text-field\nat 1 interactive-dismiss", device: .iphone7, os: 11
    ) { _ in DelegatingGestureController() }
    let height = controller.keyboardHeight
    #expect(height > 0)
    #expect(controller.pans.map(\.state) == [.began, .changed, .ended])
    #expect(controller.pans.map(\.translation.y) == [0, height, height])
    #expect(controller.pans[0].velocity.y == height / 0.5 && controller.pans[2].velocity == .zero)
    #expect(controller.drags == ["begin", "end"])
  }

  // A recognizer made with no target takes one later; a swipe's direction defaults to the right
  // and a swipe never fires on a tap [A; M].
  @Test func recognizersMadeWithoutArgumentsAndSwipes() throws {
    let recognizer = UITapGestureRecognizer()
    #expect(recognizer.delegate == nil && recognizer.numberOfTouches == 0)
    #expect(recognizer.location(in: nil) == .zero)
    let swipe = UISwipeGestureRecognizer()
    #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
    swipe.direction = .down
    #expect(swipe.direction.contains(.down) && !swipe.direction.contains(.up))
  }
}
