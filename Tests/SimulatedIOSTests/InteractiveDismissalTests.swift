import SimulationHelpers
import TestSupport
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// Interactive dismissal (`docs/behaviour-model.md` §9): while the finger drags the keyboard down
/// nothing is posted (openradar 15341512: "No notification is being triggered until the keyboard
/// is dragged completely off screen"; freshOS/KeyboardLayoutGuide #17: not "until the pan gesture
/// ends"); the will-change-frame and will-hide come when it is off the screen.
@Suite struct InteractiveDismissalTests {
  private static let script = "at 0 tap text-field\nat 1 interactive-dismiss"

  @Test func nothingIsPostedWhileTheFingerDragsTheHideComesOffTheScreen() throws {
    let (result, _) = try runRecording(Self.script, device: .iphone7, os: 10)
    let drag = try #require(result.firstStep("interactive-dismiss"))
    let posts = result.posts(from: drag)
    #expect(posts.map(\.name).prefix(2) == ["UIKeyboardWillChangeFrame", "UIKeyboardWillHide"])
    // Posted half a second later, once the keyboard is off the screen: from below it, to below it.
    let hide = try #require(
      result.entries.first { entry in
        if case .post(let post) = entry.event { post.name == "UIKeyboardWillHide" } else { false }
      })
    #expect(hide.time == 1.5)
    #expect(posts[1].frameBegin == [0, 667, 375, 258])
    #expect(posts[1].frameEnd == [0, 667, 375, 258])
  }

  // The keyboard follows the finger: half way through the drag, half of it is on screen.
  @Test func theKeyboardFollowsTheFinger() throws {
    let (result, _) = try runRecording(Self.script, device: .iphone7, os: 10)
    let midway = try #require(result.samples.first { $0.time == 1.25 })
    #expect(midway.keyboardHeight == 129)
    #expect(result.rest.keyboardHeight == 0)
  }

  @Test func theFlippedRulePostsTheHideAsTheDragBegins() throws {
    let (result, _) = try RuleFlip.$flipped.withValue([.interactiveDismissalPostsOnRelease]) {
      try runRecording(Self.script, device: .iphone7, os: 10)
    }
    let hide = try #require(
      result.entries.first { entry in
        if case .post(let post) = entry.event { post.name == "UIKeyboardWillHide" } else { false }
      })
    #expect(hide.time == 1)
  }

  @Test(arguments: [6, 7])
  func aScrollViewDismissesInteractivelyFromIOS7(os: Int) {
    let rules = SystemRules(device: .iphone5, release: IOSRelease(os))
    #expect((rules.refusal(of: .interactiveDismiss) == nil) == (os >= 7))
  }
}
