import SimulationHelpers
import Testing

@testable import SimulatedUIKit

/// Gesture recognizers as a controller attaches them: a scenario's `tap background` fires the
/// root view's enabled tap recognizers, each action recorded as a call; a pan on the root view
/// never fires (only `interactive-dismiss` drags, on its scroll view) [A: Apple's
/// `UIGestureRecognizer` reference; M].
final class GestureController: UIViewController {
  private(set) var taps = 0
  private(set) var disabledTaps = 0
  private(set) var pans = 0

  func tapped() { taps += 1 }
  func disabledTapped() { disabledTaps += 1 }
  func panned() { pans += 1 }

  override func viewDidLoad() {
    super.viewDidLoad()
    let tap = UITapGestureRecognizer(
      target: self, action: Selector("tapped()", GestureController.tapped))
    tap.cancelsTouchesInView = false
    view.addGestureRecognizer(tap)
    let off = UITapGestureRecognizer(
      target: self, action: Selector("disabledTapped()", GestureController.disabledTapped))
    off.isEnabled = false
    view.addGestureRecognizer(off)
    view.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: Selector("panned()", GestureController.panned)))
  }
}

@Suite struct GestureRecognizerTests {
  @Test func aTapFiresTheEnabledTapRecognizersOnly() throws {
    let (result, controller) = try runScenario(
      "at 0 tap background\nat 1 tap background", device: .iphone7, os: 11
    ) { _ in GestureController() }
    #expect(controller.taps == 2 && controller.disabledTaps == 0 && controller.pans == 0)
    #expect(result.entries.filter { $0.event == .call(CallRecord(name: "tapped()")) }.count == 2)
  }

  // A recognizer belongs to one view at a time; enabled and cancelling touches by default [A].
  @Test func aRecognizerBelongsToOneViewAndStartsEnabled() {
    let recognizer = UITapGestureRecognizer(
      target: GestureController(), action: Selector("tapped()", GestureController.tapped))
    #expect(recognizer.isEnabled && recognizer.cancelsTouchesInView && recognizer.view == nil)
    #expect(recognizer.state == .possible && recognizer.numberOfTapsRequired == 1)
    let first = UIView(frame: .zero)
    let second = UIView(frame: .zero)
    first.addGestureRecognizer(recognizer)
    second.addGestureRecognizer(recognizer)
    #expect(recognizer.view === second)
    #expect(first.gestureRecognizers?.isEmpty == true && second.gestureRecognizers?.count == 1)
    second.removeGestureRecognizer(recognizer)
    #expect(recognizer.view == nil && second.gestureRecognizers?.isEmpty == true)
  }
}
