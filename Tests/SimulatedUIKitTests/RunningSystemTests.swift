import Testing

@testable import SimulatedUIKit

/// UIKit's surface runs on a system of the tests' own (`RecordingSystem`): this file and the host do
/// not import the simulated iOS, and what the surface asked of the host is all it reached.
@Suite struct RunningSystemTests {
  /// Runs `body` with `system` running on this thread.
  private func running(_ system: RecordingSystem, _ body: () -> Void) {
    RunningSystemSlot.install(system, during: body)
  }

  @Test func theScreenIsTheSystemsWindowsAndItsAnswers() {
    let system = RecordingSystem()
    var bounds = CGRect.zero
    var scale: CGFloat = 0
    running(system) {
      bounds = UIScreen.main.bounds
      scale = UIScreen.main.scale
    }
    #expect(bounds == CGRect(x: 0, y: 0, width: 320, height: 568))
    #expect(scale == 2)
    #expect(
      system.asked == [
        "window", "window", "screenFollowsInterface", "window", "window", "screenScale",
      ])
  }

  // Before iOS 8 the screen's bounds stay portrait when the interface turns: the system says
  // which, and the surface follows its answer.
  @Test func theScreenStaysPortraitWhenTheSystemSaysItDoesNotFollow() {
    let system = RecordingSystem()
    system.screenFollows = false
    var bounds = CGRect.zero
    running(system) {
      UIApplication.shared.keyWindow?.interfaceOrientation = .landscapeLeft
      bounds = UIScreen.main.bounds
    }
    #expect(bounds.size == CGSize(width: 320, height: 568))
  }

  // A text field that becomes first responder asks the system to bring the keyboard up, and to
  // send it away when it resigns.
  @Test func aTextFieldAsksTheSystemForTheKeyboard() {
    let system = RecordingSystem()
    let field = UITextField(frame: .zero)
    running(system) {
      #expect(field.becomeFirstResponder())
      #expect(field.isFirstResponder)
      #expect(field.resignFirstResponder())
    }
    #expect(
      system.asked.filter { $0.hasSuffix("Keyboard()") } == ["showKeyboard()", "hideKeyboard()"])
  }

  // Work dispatched to the main queue is scheduled on the system's clock and recorded as a call.
  @Test func mainQueueWorkRunsOnTheSystemsClock() {
    let system = RecordingSystem()
    var ran = false
    running(system) {
      MainDispatchQueue.main.async { ran = true }
      #expect(!ran)
      system.runScheduledWork()
    }
    #expect(ran)
    #expect(system.asked.contains("schedule(after:)"))
    #expect(system.entries.map(\.event) == [.call(CallRecord(name: "main queue block"))])
  }

  // An animation block's completion runs after its duration, scheduled through the system.
  @Test func anAnimationsCompletionIsScheduledThroughTheSystem() {
    let system = RecordingSystem()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: Bool?
    running(system) {
      UIView.animate(
        withDuration: 0.25, animations: { view.frame.origin.y = 100 },
        completion: { finished = $0 })
      #expect(finished == nil)
      system.runScheduledWork()
    }
    #expect(finished == true)
    #expect(view.frame.origin.y == 100)
    #expect(system.asked.contains("animator"))
    #expect(system.entries.last?.event == .call(CallRecord(name: "animation completion")))
    #expect(system.entries.last?.time == 0.25)
  }

  // A change of `contentInset` inside an animation block follows the block only where the system
  // says insets animate; elsewhere it lands at once.
  @Test(arguments: [true, false])
  func aContentInsetAnimatesAsTheSystemSays(animates: Bool) {
    let system = RecordingSystem()
    system.insetsAnimate = animates
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    running(system) {
      UIView.animate(withDuration: 0.25) {
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0)
      }
    }
    #expect(scrollView.contentInset.bottom == 216)
    #expect(scrollView.contentInsetValue.presentation(at: .zero)[2] == (animates ? 0 : 216))
    #expect(system.asked.contains("contentInsetAnimates"))
  }

  // `viewWillTransition(to:with:)`'s own implementation calls the deprecated `willRotate` only
  // where the system says it forwards them.
  @Test(arguments: [true, false])
  func theDeprecatedRotationCallsAreForwardedAsTheSystemSays(forwards: Bool) {
    final class RotatingController: UIViewController {
      var willRotateCalls = 0
      override func willRotate(
        to toInterfaceOrientation: UIInterfaceOrientation, duration: Double
      ) {
        willRotateCalls += 1
      }
    }
    let system = RecordingSystem()
    system.forwardsRotationCalls = forwards
    let controller = RotatingController()
    running(system) {
      controller.viewWillTransition(
        to: CGSize(width: 568, height: 320),
        with: SizeTransitionCoordinator(
          transitionDuration: 0.3, rotation: (from: .portrait, to: .landscapeLeft)))
    }
    #expect(controller.willRotateCalls == (forwards ? 1 : 0))
  }

  // A view's keyboard layout guide starts where the system says the keyboard's top is, and at the
  // view's bottom when it says there is no keyboard.
  @Test func theKeyboardLayoutGuideIsWhereTheSystemSaysTheKeyboardIs() {
    let system = RecordingSystem()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    var withKeyboard = CGRect.zero
    var withoutKeyboard = CGRect.zero
    running(system) {
      system.keyboardTop = 352
      withKeyboard = view.keyboardLayoutGuide.layoutFrame
      system.keyboardTop = nil
      withoutKeyboard = view.keyboardLayoutGuide.layoutFrame
    }
    #expect(withKeyboard == CGRect(x: 0, y: 352, width: 320, height: 216))
    #expect(withoutKeyboard == CGRect(x: 0, y: 568, width: 320, height: 0))
  }

  // A controller with no nib loads a plain root view where the system places root views; the
  // timeline shows its viewDidLoad() when its class is the app's. A UIViewController as UIKit
  // makes it runs no code of the app's: it loads its view the same way, and nothing is shown.
  @Test func aControllerWithoutANibLoadsItsViewWhereTheSystemPlacesIt() {
    final class AppsController: UIViewController {}
    let system = RecordingSystem()
    let controller = AppsController()
    running(system) { controller.loadViewIfNeeded() }
    #expect(controller.view.frame == CGRect(x: 0, y: 20, width: 320, height: 548))
    #expect(system.entries.map(\.event) == [.call(CallRecord(name: "viewDidLoad()"))])
    let plainSystem = RecordingSystem()
    let plain = UIViewController()
    running(plainSystem) { plain.loadViewIfNeeded() }
    #expect(plain.view.frame == CGRect(x: 0, y: 20, width: 320, height: 548))
    #expect(plainSystem.entries.isEmpty)
  }
}
