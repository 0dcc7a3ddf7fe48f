import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// iPadOS 15's hardware keyboard toolbar (`docs/behaviour-model.md` §8.1): the `hardware-keyboard`
/// scenario on an iPad Pro 11-inch in portrait, 834 pt wide, where the bar a hardware keyboard
/// leaves is 55 pt tall over the home indicator's 20 pt, and the software keyboard 333 pt.
@Suite struct HardwareToolbarClaimTests {
  private func run(_ os: Int, assuming assumptions: Set<SystemRules.Rule> = []) -> Timeline {
    BuiltInVariant.mudoxKeyboard.timeline(
      BuiltInScenario.hardwareKeyboard.scenario,
      on: RunTarget(device: .ipadpro11, release: IOSRelease(os)),
      assuming: assumptions)
  }

  /// The end frame of the will-show the attach posts (the second of the run).
  private func attachShowEnd(_ timeline: Timeline) throws -> [Double] {
    try #require(timeline.posts("UIKeyboardWillShow").dropFirst().first?.record.frameEnd)
  }

  /// The gap at the rest kept before the detach at 2 s.
  private func restOnTheBar(_ timeline: Timeline) throws -> Double {
    try #require(timeline.rests.first { abs($0.time - 2) < 0.001 }).gap
  }

  // gutenberg-mobile #4370 and flutter #120873: from iPadOS 15 a hardware keyboard leaves a small
  // toolbar centred at the screen's bottom, reported with its own frame: the attach's will-show
  // ends at (217, 1119, 400, 75) on 15, where 14 reports the software keyboard's whole 333 pt
  // frame with its top 75 pt on screen, and the samples carry the toolbar's 400 pt width.
  // MudoxKeyboard, which moves its bar by the frame's height, now rests on the toolbar, where on
  // 14 it rested 258 pt above it. Read the other way, 15 is 14.
  @Test func fromIPadOS15AHardwareKeyboardLeavesACentredToolbarWithItsOwnFrame() throws {
    let before = run(14)
    let from = run(15)
    let assumed = run(15, assuming: [.hardwareKeyboardToolbarIsCentred])
    #expect(try attachShowEnd(before) == [0, 1119, 834, 333])
    #expect(try attachShowEnd(from) == [217, 1119, 400, 75])
    #expect(try attachShowEnd(assumed) == attachShowEnd(before))
    #expect(from.samples.contains { $0.keyboardBarWidth == 400 })
    #expect(before.samples.allSatisfy { $0.keyboardBarWidth == nil })
    #expect(abs(try restOnTheBar(before) - 258) < 0.01)
    #expect(abs(try restOnTheBar(from)) < 0.01)
    #expect(abs(try restOnTheBar(assumed) - 258) < 0.01)
  }

  // The full toolbar "acts as part of the keyboard" (WWDC23 session 10281): the app lays out above
  // it, and the pink background shows beside the 400 pt toolbar across the rest of the 834 pt
  // screen, as iOS draws it. MudoxKeyboard rests on the toolbar on 15 and stays clean; its
  // reason names the band, in text and in JSON. On 14 the Shortcut Bar spans the screen, and
  // no band is named.
  @Test func theBackgroundBesideTheCentredToolbarIsNamedAndJudgedAsIOSDrawsIt() throws {
    let from = run(15)
    #expect(from.verdict == .clean)
    #expect(from.reason.toolbarBand == ToolbarBand(time: 2, toolbarWidth: 400))
    let verdictLine = try #require(
      TextRenderer().render(from).split(separator: "\n").last { $0.hasPrefix("verdict: ") })
    #expect(verdictLine.hasPrefix("verdict: clean (every sample within 2 pt; "))
    #expect(
      verdictLine.hasSuffix(
        "; the background shows beside the 400 pt toolbar at 2 s, as iOS draws it)"))
    #expect(JSONRenderer().render(from).contains("\"toolbarBand\" : {"))
    #expect(JSONRenderer().render(from).contains("\"toolbarWidth\" : 400"))
    #expect(run(14).reason.toolbarBand == nil)
  }
}
