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
}
