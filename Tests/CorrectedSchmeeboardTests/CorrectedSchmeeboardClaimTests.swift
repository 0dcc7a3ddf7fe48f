import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import CorrectedSchmeeboard

/// The 2013 update's fix and the 2017 post's claims about it (`docs/claims.md` C8–C10, C21); C11
/// moved to CorrectedSchmeeboard2, the universal build of the same logic.

@Suite struct CorrectedSchmeeboardClaimTests {
  private func run(_ scenario: BuiltInScenario, device: Device, os: Int) -> Timeline {
    SchmeeboardRun.timeline(
      of: CorrectedSchmeeboardVariant.self, switches: NoSwitches(), on: RunTarget(device: device, release: IOSRelease(os)),
      scenario: scenario.scenario)
  }

  // C8: the will-show's animation begins from the current state of the hide's.
  @Test(arguments: [(Device.iphone4s, 5), (.iphone5, 6)])
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
      NumberFormat.points(showing.record.from[3]) == NumberFormat.points(hiding.record.from[3]),
      "it starts where the gray view still is")
  }

  // C9: no flag to get stuck.
  @Test func dipThenHideIsClean() {
    #expect(run(.dip, device: .iphone5, os: 6).verdict == .clean)
  }

  // C10: "your animation begins at the bottom of the screen", on the iPhone 7, where the 2012 app
  // runs zoomed as a 4-inch iPhone (C21).
  @Test func iPhoneIOS10BeginsAtTheBottom() throws {
    let timeline = run(.rotate, device: .iphone7, os: 10)
    #expect(timeline.verdict == .glitch)
    #expect(timeline.reason.rule == .fieldHidden)
    let step = try #require(timeline.firstStep("rotate landscape-left"))
    let hide = try #require(timeline.firstCall("willHideKeyboard(_:)", from: step))
    guard case .set(let landed) = timeline.entries[hide + 1].event else {
      Issue.record("the hide's change should land at once: \(timeline.entries[hide + 1].event)")
      return
    }
    #expect(NumberFormat.points(landed.to[3]) == "568", "the gray view reaches the bottom at once")
    let show = try #require(timeline.firstCall("willShowKeyboard(_:)", from: hide))
    let showing = try #require(
      timeline.animations.first { $0.index > show && $0.record.name == "grayView.frame" })
    #expect(
      NumberFormat.points(showing.record.from[3]) == "568",
      "the show's animation starts from the bottom")
    #expect(NumberFormat.points(timeline.measurements.largestCover) == "253")
  }

  // C21: iPhone-only, the 2012 app runs on an iPad in compatibility mode as a 320 × 480 iPhone,
  // and on the iPhone 7 and 7 Plus zoomed as a 320 × 568 one, as on the iPhone it believes in;
  // but what belongs to the device in the hand follows it: an iPad has no call status bar.
  @Test(arguments: [
    (Device.ipad2, 6, Device.iphone4s, "compatibility mode on iPad 2: a 320 × 480 iPhone"),
    (.ipadair2, 9, .iphone4s, "compatibility mode on iPad Air 2: a 320 × 480 iPhone"),
    (.iphone7, 10, .iphone5, "zoomed on iPhone 7: a 4-inch iPhone, 320 × 568"),
    (.iphone7plus, 10, .iphone5, "zoomed on iPhone 7 Plus: a 4-inch iPhone, 320 × 568"),
  ])
  func runsAsTheIPhoneItBelievesItIsOn(device: Device, os: Int, believed: Device, mode: String) {
    for scenario in BuiltInScenario.allCases {
      let there = run(scenario, device: device, os: os)
      #expect(there.header.displayMode?.contains(mode) == true)
      if scenario == .inCallStatusBar, device.isPad {
        #expect(
          there.entries.contains {
            $0.event == .note("no double-height status bar here: it needs an iPhone")
          })
        continue
      }
      let onTheIPhone = run(scenario, device: believed, os: os)
      #expect(there.verdict == onTheIPhone.verdict, "\(scenario.rawValue)")
      #expect(there.samples == onTheIPhone.samples, "\(scenario.rawValue)")
    }
  }

  // C21: no Split View for an iPhone app in compatibility mode.
  @Test func compatibilityModeHasNoSplitView() throws {
    let timeline = run(.splitView, device: .ipadair2, os: 10)
    #expect(
      timeline.entries.contains {
        $0.event == .note("no Split View for an iPhone app in compatibility mode")
      })
  }

  @Test func defaultRunTimeline() throws {
    try expectGenerated(BuiltInVariant(CorrectedSchmeeboardVariant.self).goldenTimeline)
  }
}
