import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import TechniqueMudoxKeyboard

/// What Mudox's notes (2015) say of the technique, and what the model shows.

@Suite struct MudoxKeyboardClaimTests {
  private func run(_ scenario: Scenario, device: Device, os: Int) -> Timeline {
    TestSupport.run(MudoxKeyboardVariant.self, scenario, device: device, os: os)
  }

  // "the handler methods seems to be invoked within the same animation block that provides the
  // keyboard revealing animation" … "the movement will be animated along with the revealing of
  // keyboard perfectly": confirmed. The bar moves in the keyboard's own animation, and showing
  // and hiding keep its bottom on the keyboard.
  @Test(arguments: [(Device.iphone5, 8), (.iphone7, 10), (.ipadair2, 11)])
  func willHandlerAnimatesWithTheKeyboard(pair: (Device, Int)) throws {
    let timeline = run(BuiltInScenario.showHide.scenario, device: pair.0, os: pair.1)
    let move = try #require(timeline.animations.first { $0.record.name == "theViewToMove.frame" })
    #expect(move.record.origin == "keyboard" && move.record.curve == "keyboard spring")
    #expect(timeline.verdict == .clean)
  }

  // "monitoring `UIKeyboardWillShowNotification` seems enough, no need to monitoring
  // `UIKboardWillChangeFrameNotification` additionally": true through iOS 10, where a taller
  // keyboard posts a will-show again; refuted from iOS 11, which posts only the frame change: the
  // bar stays where the English keyboard's top was, 36 pt under the emoji keyboard's.
  @Test func willShowIsEnoughThroughIOS10() {
    let timeline = run(BuiltInScenario.switchKeyboard.scenario, device: .iphone7, os: 10)
    #expect(timeline.posts("UIKeyboardWillShow").count == 2)
    #expect(abs(timeline.rest.gap) < 0.05)
  }

  @Test func willShowIsNotEnoughFromIOS11() {
    let timeline = run(BuiltInScenario.switchKeyboard.scenario, device: .iphone7, os: 11)
    #expect(timeline.posts("UIKeyboardWillShow").count == 1)
    #expect(abs(timeline.rest.gap + 36) < 0.05)
    #expect(timeline.verdict == .stuck)
  }

  // "When the keyboard is first shown or is resigned, the `Begin` or `End` frame is equal" in
  // size, and they "only differ after keyboard is first shown and before it is hidden":
  // confirmed. Show and hide keep the size; a switch to a taller keyboard while up changes it.
  @Test func beginAndEndSizesDifferOnlyWhileTheKeyboardIsUp() throws {
    let showHide = run(BuiltInScenario.showHide.scenario, device: .iphone5, os: 8)
    for name in ["UIKeyboardWillShow", "UIKeyboardWillHide"] {
      let post = try #require(showHide.posts(name).first?.record)
      #expect(post.frameBegin?.suffix(2) == post.frameEnd?.suffix(2), "\(name)")
    }
    let switched = run(BuiltInScenario.switchKeyboard.scenario, device: .iphone5, os: 8)
    let second = try #require(switched.posts("UIKeyboardWillShow").last?.record)
    #expect(second.frameBegin?[3] == 253 && second.frameEnd?[3] == 289)
  }

  // Finding: the raw `frameEnd.height` is the keyboard's height only where screen coordinates
  // follow the interface (iOS 8 and later). On iOS 7 in landscape the rectangle is portrait, tall
  // and narrow: its height, 568, is the keyboard's width, and the bar leaves the screen.
  @Test func rawHeightSendsTheBarOffScreenInLandscapeOnIOS7() throws {
    let timeline = run(BuiltInScenario.rotate.scenario, device: .iphone5, os: 7)
    let inLandscape = try #require(timeline.lastValue(of: "theViewToMove.frame", before: 2))
    #expect(abs(inLandscape[1] - (320 - 568 - 44)) < 0.05)
    let iOS8 = run(BuiltInScenario.rotate.scenario, device: .iphone5, os: 8)
    let iOS8Landscape = try #require(iOS8.lastValue(of: "theViewToMove.frame", before: 2))
    #expect(abs(iOS8Landscape[1] - (320 - 194 - 44)) < 0.05)
  }

  @Test func defaultRunTimeline() throws {
    try expectGenerated(BuiltInVariant(MudoxKeyboardVariant.self).goldenTimeline)
  }
}
