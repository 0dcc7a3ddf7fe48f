import Shared
import TestSupport
import Testing

@testable import CorrectedSchmeeboard

/// The 2013 update's fix and the 2017 post's claims about it (`claims.md` C8–C11).
@MainActor
@Suite struct CorrectedSchmeeboardClaimTests {
  private func run(_ scenario: BuiltInScenario, device: Device, os: Int) -> Timeline {
    SchmeeboardRun.timeline(
      of: App.self, switches: NoSwitches(), device: device, os: os, scenario: scenario.scenario)
  }

  // C8: the will-show's animation begins from the current state of the hide's.
  @Test(arguments: [(Device.iphone5, 6), (.ipad2, 6)])
  func beginFromCurrentStateCarriesTheRotation(device: Device, os: Int) throws {
    let timeline = run(.rotate, device: device, os: os)
    #expect([.slivers, .clean].contains(timeline.verdict))
    let step = try #require(timeline.firstStep("rotate landscape-left"))
    let hide = try #require(timeline.firstCall("willHideKeyboard(_:)", from: step))
    let show = try #require(timeline.firstCall("willShowKeyboard(_:)", from: step))
    let hiding = try #require(
      timeline.animations.first { $0.index > hide && $0.record.name == "grayView.frame" })
    let showing = try #require(
      timeline.animations.first { $0.index > show && $0.record.name == "grayView.frame" })
    #expect(hiding.record.to[3] > hiding.record.from[3], "the hide still starts toward the bottom")
    #expect(showing.record.beginsFromCurrentState)
    #expect(showing.record.rule == .replacedFromCurrentState)
    #expect(
      showing.record.from[3] == hiding.record.from[3], "it starts where the gray view still is")
  }

  // C9: no flag to get stuck.
  @Test func dipThenHideIsClean() {
    #expect(run(.dip, device: .iphone5, os: 6).verdict == .clean)
  }

  // C10: "your animation begins at the bottom of the screen".
  @Test func iPhoneIOS10BeginsAtTheBottom() throws {
    let timeline = run(.rotate, device: .iphone7, os: 10)
    #expect(timeline.verdict == .glitch)
    let step = try #require(timeline.firstStep("rotate landscape-left"))
    let hide = try #require(timeline.firstCall("willHideKeyboard(_:)", from: step))
    guard case .set(let landed) = timeline.entries[hide + 1].event else {
      Issue.record("the hide's change should land at once: \(timeline.entries[hide + 1].event)")
      return
    }
    #expect(landed.to[3] == 667, "the gray view reaches the bottom at once")
    let show = try #require(timeline.firstCall("willShowKeyboard(_:)", from: hide))
    let showing = try #require(
      timeline.animations.first { $0.index > show && $0.record.name == "grayView.frame" })
    #expect(showing.record.from[3] == 667, "the show's animation starts from the bottom")
    #expect(timeline.measurements.largestCover == 258)
  }

  // C11: "it still does on iPad".
  @Test func iPadIOS10StillWorks() {
    #expect([.slivers, .clean].contains(run(.rotate, device: .ipadair2, os: 10).verdict))
  }

  @Test func defaultRunTimeline() throws {
    try expectGolden(
      TextRenderer().render(run(.rotate, device: .iphone5, os: 6)), named: "rotate-iphone5-ios6")
  }
}
