import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import CorrectedSchmeeboard2

/// Auto Layout with the same logic, built universal in 2017 (`docs/claims.md` C11, C12; C12's exact
/// comparison with CorrectedSchmeeboard is in ComparisonTests).

@Suite struct CorrectedSchmeeboard2ClaimTests {
  private func run(_ scenario: BuiltInScenario, device: Device, os: Int) -> Timeline {
    SchmeeboardRun.timeline(
      of: CorrectedSchmeeboard2Variant.self, switches: NoSwitches(), on: RunTarget(device: device, release: IOSRelease(os)),
      scenario: scenario.scenario)
  }

  // C12 as C8 and C9.
  @Test(arguments: [
    (BuiltInScenario.rotate, Device.iphone4s, 5), (.rotate, .iphone5, 6), (.dip, .iphone5, 6),
  ])
  func worksWhereCorrectedSchmeeboardWorks(scenario: BuiltInScenario, device: Device, os: Int) {
    #expect([.slivers, .clean].contains(run(scenario, device: device, os: os).verdict))
  }

  // C11: "it still does on iPad": the will-hide animates on iPad, and the will-show's animation
  // starts where the hide's had got to, carried by begin-from-current-state.
  @Test func iPadIOS10StillWorks() throws {
    let timeline = run(.rotate, device: .ipadair2, os: 10)
    #expect([.slivers, .clean].contains(timeline.verdict))
    #expect(timeline.header.displayMode == nil, "universal: the iPad's own screen")
    let step = try #require(timeline.firstStep("rotate landscape-left"))
    let hide = try #require(timeline.firstCall("willHideKeyboard(_:)", from: step))
    let show = try #require(timeline.firstCall("willShowKeyboard(_:)", from: hide))
    let hiding = try #require(
      timeline.animations.first { $0.index > hide && $0.record.name == "grayView.frame" })
    #expect(hiding.index < show, "the hide animates")
    #expect(NumberFormat.points(hiding.record.to[3]) == "1024")
    let showing = try #require(
      timeline.animations.first { $0.index > show && $0.record.name == "grayView.frame" })
    #expect(showing.record.rule == .replacedFromCurrentState)
    #expect(
      NumberFormat.points(showing.record.from[3]) == NumberFormat.points(hiding.record.from[3]),
      "from where the hide's animation had got to")
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
    #expect(
      NumberFormat.points(showing.from[3]) == "667", "the show's animation starts from the bottom")
  }

  @Test func defaultRunTimeline() throws {
    try expectGenerated(BuiltInVariant(CorrectedSchmeeboard2Variant.self).goldenTimeline)
  }
}
