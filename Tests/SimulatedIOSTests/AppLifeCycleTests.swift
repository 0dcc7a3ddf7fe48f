import SimulationHelpers
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The application's life-cycle notifications, posted at the scenario's `app background` and
/// `app foreground` steps, in iOS's order around the keyboard's own posts, and the application's
/// state as each arrives (`SystemRules.keyboardPostsWhileAppIsInactive`).
@Suite struct AppLifeCycleTests {
  private static let script = "at 0 tap text-field\nat 1 app background\nat 2 app foreground"
  private static let lifeCycle: [(Notification.Name, String)] = [
    (UIApplication.willResignActiveNotification, "willResignActive"),
    (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
    (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
    (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
  ]

  /// What a controller that observes the four and the keyboard's will-show and will-hide receives
  /// going to the background and back with the keyboard up, in order: each notification's short
  /// name, the application's state then, and whether the application sent it.
  private func received(flipped: Set<SystemRules.Rule> = []) throws -> [String] {
    var received: [String] = []
    func note(_ name: String, from sender: Any? = UIApplication.shared) {
      let sent = (sender as? UIApplication) === UIApplication.shared
      received.append("\(name) \(UIApplication.shared.applicationState)\(sent ? "" : " ?")")
    }
    _ = try RuleFlip.$flipped.withValue(flipped) {
      try runRecording(Self.script, device: .iphone7, os: 12) { controller in
        for (name, short) in Self.lifeCycle {
          _ = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
            note(short, from: $0.object)
          }
        }
        controller.onWillShow = { _, _ in note("keyboardWillShow") }
        controller.onWillHide = { _, _ in note("keyboardWillHide") }
      }
    }
    return received
  }

  @Test func goingAwayTheKeyboardHidesWhileInactiveBetweenResigningAndTheBackground() throws {
    #expect(
      try received() == [
        "keyboardWillShow active",
        "willResignActive inactive", "keyboardWillHide inactive", "didEnterBackground background",
        "willEnterForeground inactive", "keyboardWillShow inactive", "didBecomeActive active",
      ])
  }

  @Test func flippedTheKeyboardIsPostedOnceTheAppHasSettled() throws {
    #expect(
      try received(flipped: [.keyboardPostsWhileAppIsInactive]) == [
        "keyboardWillShow active",
        "willResignActive inactive", "didEnterBackground background",
        "keyboardWillHide background",
        "willEnterForeground inactive", "didBecomeActive active", "keyboardWillShow active",
      ])
  }

  @Test func theTimelinePrintsThemOnlyForAnAppThatObservesThem() throws {
    let (result, _) = try runRecording(Self.script, device: .iphone7, os: 12)
    let names = result.entries.compactMap { entry -> String? in
      if case .post(let post) = entry.event { post.name } else { nil }
    }
    #expect(!names.contains { $0.hasPrefix("UIApplication") })
    #expect(names.filter { $0 == "UIKeyboardWillShow" }.count == 2)
  }
}
