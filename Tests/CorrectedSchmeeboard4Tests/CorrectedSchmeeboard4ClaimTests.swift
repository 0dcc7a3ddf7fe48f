import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import CorrectedSchmeeboard4

/// The Swift port of the 2017 fix, which behaves as its Objective-C original where the screen and
/// the view agree (`docs/claims.md` C13, C14 for this port; C16 and C17 are in ComparisonTests).

@Suite struct CorrectedSchmeeboard4ClaimTests {
  private func run(_ scenario: BuiltInScenario, device: Device, os: Int) -> Timeline {
    SchmeeboardRun.timeline(
      of: CorrectedSchmeeboard4Variant.self, switches: NoSwitches(), on: RunTarget(device: device, release: IOSRelease(os)),
      scenario: scenario.scenario)
  }

  @Test(arguments: [Device.iphone7, .ipadair2])
  func iOS10RotationWorks(device: Device) {
    #expect([.slivers, .clean].contains(run(.rotate, device: device, os: 10).verdict))
  }

  // The port reads the raw screen rectangles: before iOS 7, with the root view 20 pt below the
  // status bar, it is 20 pt off, and the keyboard covers 20 pt of content at rest.
  @Test func rawScreenRectanglesMissTheStatusBarBeforeIOS7() {
    let timeline = run(.showHide, device: .iphone5, os: 6)
    #expect(timeline.firstIndex { if case .convert = $0.event { true } else { false } } == nil)
    #expect(timeline.verdict == .stuck)
    #expect(timeline.reason.side == .covered)
    #expect(NumberFormat.points(timeline.reason.points) == "20")
  }

  @Test func defaultRunTimeline() throws {
    try expectGenerated(BuiltInVariant(CorrectedSchmeeboard4Variant.self).goldenTimeline)
  }
}
