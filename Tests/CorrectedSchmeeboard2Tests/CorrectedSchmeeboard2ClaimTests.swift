import Shared
import TestSupport
import Testing

@testable import CorrectedSchmeeboard2

/// Auto Layout with the same logic: the same verdicts as CorrectedSchmeeboard (`claims.md` C12).
@MainActor
@Suite struct CorrectedSchmeeboard2ClaimTests {
  private func run(_ scenario: BuiltInScenario, device: Device, os: Int) -> Timeline {
    SchmeeboardRun.timeline(
      of: App.self, switches: NoSwitches(), device: device, os: os, scenario: scenario.scenario)
  }

  // C12 as C8, C9 and C11.
  @Test(arguments: [
    (BuiltInScenario.rotate, Device.iphone5, 6), (.rotate, .ipad2, 6), (.dip, .iphone5, 6),
    (.rotate, .ipadair2, 10),
  ])
  func worksWhereCorrectedSchmeeboardWorks(scenario: BuiltInScenario, device: Device, os: Int) {
    #expect([.slivers, .clean].contains(run(scenario, device: device, os: os).verdict))
  }

  // C12 as C10: the constraint's constant, `layoutIfNeeded` inside the block, and still the glitch.
  @Test func iPhoneIOS10BeginsAtTheBottom() throws {
    let timeline = run(.rotate, device: .iphone7, os: 10)
    #expect(timeline.verdict == .glitch)
    let step = try #require(timeline.firstStep("rotate landscape-left"))
    let show = try #require(timeline.firstCall("willShowKeyboard(_:)", from: step))
    #expect(
      timeline.entries[show + 1].event
        == .constraint(ConstraintChange(name: "bottomLayoutConstraint", constant: 194)))
    guard case .animate(let showing) = timeline.entries[show + 2].event else {
      Issue.record("layoutIfNeeded inside the block should animate the gray view")
      return
    }
    #expect(showing.name == "grayView.frame" && showing.origin == "UIView.animate")
    #expect(showing.from[3] == 667, "the show's animation starts from the bottom")
  }

  @Test func defaultRunTimeline() throws {
    try expectGolden(
      TextRenderer().render(run(.rotate, device: .iphone7, os: 10)), named: "rotate-iphone7-ios10")
  }
}
