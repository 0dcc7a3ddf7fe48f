import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import TechniqueScreenSpaceNotifications

/// What Apple's documentation promises of the keyboard's notifications from iOS 16.1
/// (`keyboardWillShowNotification`, `keyboardFrameEndUserInfoKey`; WWDC23 "Keep up with the
/// keyboard"), and what the model shows (`docs/claims.md`).

@Suite struct ScreenSpaceNotificationsClaimTests {
  private func run(_ scenario: Scenario, device: Device, os: Int, osMinor: Int = 0) -> Timeline {
    TestSupport.run(ScreenSpaceNotificationsVariant.self, scenario, device: device, os: os, osMinor: osMinor)
  }

  // Apple's `keyboardWillShowNotification`: from iOS 16.1 the notification's object is the screen
  // the keyboard is on; before, it is nil. The controller answers only its own screen's, so on
  // iOS 16.0 (a what-if below its deployment target) it answers none: the gray view never moves
  // and the keyboard covers the field; from 16.1 it follows the keyboard.
  @Test func answersOnlyWhenTheNotificationNamesItsScreen() {
    let before = run(BuiltInScenario.showHide.scenario, device: .iphonex, os: 16)
    #expect(before.header.deploymentNote != nil)
    #expect(before.verdict == .stuck)
    #expect(before.sets(of: "bottomLayoutConstraint").isEmpty)
    #expect(before.animations(of: "grayView.frame").isEmpty)
    let from = run(BuiltInScenario.showHide.scenario, device: .iphonex, os: 16, osMinor: 1)
    #expect(from.header.deploymentNote == nil)
    #expect(from.verdict != .stuck)
    #expect(from.rests.allSatisfy { abs($0.gap) < 0.05 })
  }

  // The end frame converted from the screen's coordinate space and intersected with the view's
  // bounds: the show lands the gray view on the keyboard's top, the animation taking the
  // notification's duration and curve (`curve << 16`), so every sample of the show is on it.
  @Test func showRidesTheKeyboardAndHideStopsAtTheSafeArea() throws {
    let timeline = run(BuiltInScenario.showHide.scenario, device: .iphone15, os: 17)
    let show = timeline.samples.filter { $0.time < 1 }
    #expect(show.allSatisfy { abs($0.gap) < 0.01 })
    // With the keyboard offscreen the overlap is empty: the offset is the safe area's 34 pt.
    #expect(timeline.rest.grayBottom == 852 - 34)
  }

  // In Split View the window sits in its pane, away from the screen's origin: the conversion
  // from the screen's coordinate space moves the frame by the pane's offset, and the gray view
  // still comes to rest on the keyboard.
  @Test func convertsFromTheScreensSpaceInSplitView() throws {
    let text = """
      at 0 split-view narrow
      at 1 tap text-field
      at 2 tap background

      """
    let timeline = run(try scenario(text), device: .ipadpro11, os: 17)
    let conversion = try #require(
      timeline.entries.compactMap { entry -> ConversionRecord? in
        if case .convert(let record) = entry.event { return record }
        return nil
      }.first)
    #expect(conversion.to[0] < conversion.from[0])
    #expect(timeline.rests.allSatisfy { abs($0.gap) < 0.05 })
    #expect(timeline.verdict != .stuck)
  }

  @Test func defaultRunTimeline() throws {
    try expectGenerated(BuiltInVariant(ScreenSpaceNotificationsVariant.self).goldenTimeline)
  }
}
