import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import CorrectedSchmeeboard3
@testable import CorrectedSchmeeboard4

/// CorrectedSchmeeboard4 is the Swift port of CorrectedSchmeeboard3 (`docs/claims.md` C16, C17).

@Suite struct SwiftPortComparisonTests {
  private func timelines(
    _ scenario: BuiltInScenario, _ device: Device, _ os: Int, _ osMinor: Int = 0
  ) -> (String, String) {
    let objectiveC = SchmeeboardRun.timeline(
      of: CorrectedSchmeeboard3Variant.self, switches: NoSwitches(),
      on: RunTarget(device: device, release: IOSRelease(os, osMinor)), scenario: scenario.scenario)
    let swift = SchmeeboardRun.timeline(
      of: CorrectedSchmeeboard4Variant.self, switches: NoSwitches(),
      on: RunTarget(device: device, release: IOSRelease(os, osMinor)), scenario: scenario.scenario)
    let renderer = TextRenderer(showsEverySample: true)
    return (
      renderer.render(objectiveC).replacingOccurrences(
        of: "CorrectedSchmeeboard3", with: "Variant"),
      renderer.render(swift).replacingOccurrences(of: "CorrectedSchmeeboard4", with: "Variant")
    )
  }

  /// Every full-screen case from iOS 8 on: every classic built-in scenario but Split View, on
  /// every pair; and every hazard scenario that keeps the view where the screen is (not Split
  /// View, not the double-height status bar) and injects no fault, where it applies.
  static let fullScreenCases: [(BuiltInScenario, Device, Int, Int)] =
    BuiltInScenario.classic
    .filter { $0 != .splitView }
    .flatMap { scenario in
      RunTarget.modelled.filter { $0.release.major >= 8 }.map {
        (scenario, $0.device, $0.release.major, 0)
      }
    }
    + BuiltInScenario.hazards
    .filter {
      ![.otherAppKeyboard, .inCallStatusBar].contains($0) && !$0.rawValue.hasPrefix("fault")
    }
    .flatMap { scenario in
      VariantMatrix.targets(for: scenario).filter { $0.release.major >= 8 }.map {
        (scenario, $0.device, $0.release.major, $0.release.minor)
      }
    }

  // C16: identical timelines but for the name. Every case with `SWEEP=all`; else one in seven
  // targets of each scenario (`Sweep.oneIn`).
  @Test func identicalWhereverTheScreenIsTheView() {
    for (scenario, device, os, osMinor) in Sweep.oneIn(
      7, of: Self.fullScreenCases, eachRunBy: \.0)
    {
      let (objectiveC, swift) = timelines(scenario, device, os, osMinor)
      #expect(
        objectiveC == swift,
        "\(scenario.rawValue) on \(device.displayName) iOS \(os):\n\(lineDifference(from: objectiveC, to: swift))"
      )
    }
  }
}

extension SwiftPortComparisonTests {
  /// Cases where the view is not at its window's origin (below iOS 7's status bar) or the screen
  /// is not in the interface's orientation (before iOS 8).
  static let conversionCases: [(BuiltInScenario, Device, Int)] = [
    (.showHide, .iphone5, 6), (.rotate, .iphone4s, 5), (.rotate, .iphone5, 7), (.rotate, .ipad2, 6),
  ]

  // C17: where only the window is away from the screen's origin (a Split View pane, a Stage
  // Manager window), the conversion from nil reads the screen's frame as the window's own
  // coordinates and moves nothing (`windowCoordinatesStartAtTheWindow`, Apple-FrameKeys): the two
  // ports' timelines are the same below the header.
  @Test(arguments: [
    (BuiltInScenario.splitView, Device.ipadair2, 10), (.stageManager, .ipadpro11, 17),
  ])
  func agreeWhereOnlyTheWindowIsAway(scenario: BuiltInScenario, device: Device, os: Int) {
    let (objectiveC, swift) = timelines(scenario, device, os)
    let body = { (timeline: String) in timeline.split(separator: "\n").dropFirst() }
    #expect(Array(body(objectiveC)) == Array(body(swift)))
    #expect(objectiveC.contains("window.frame = "))
  }

  // C17: they differ, and the first difference is a frame one converted and the other did not.
  @Test(arguments: conversionCases)
  func differByTheMissingConversion(scenario: BuiltInScenario, device: Device, os: Int) throws {
    let (objectiveC, swift) = timelines(scenario, device, os)
    let objectiveCLines = objectiveC.split(separator: "\n")
    let swiftLines = swift.split(separator: "\n")
    let first = try #require(
      objectiveCLines.indices.first {
        $0 >= swiftLines.count || objectiveCLines[$0] != swiftLines[$0]
      })
    #expect(
      objectiveCLines[first].contains("convert "), "first difference: \(objectiveCLines[first])")
    #expect(!swiftLines.contains { $0.contains("convert ") })
  }

  /// Both ports' runs, as timelines.
  private func runs(_ scenario: BuiltInScenario, _ device: Device, _ os: Int) -> (
    objectiveC: Timeline, swift: Timeline
  ) {
    (
      SchmeeboardRun.timeline(
        of: CorrectedSchmeeboard3Variant.self, switches: NoSwitches(),
        on: RunTarget(device: device, release: IOSRelease(os)),
        scenario: scenario.scenario),
      SchmeeboardRun.timeline(
        of: CorrectedSchmeeboard4Variant.self, switches: NoSwitches(),
        on: RunTarget(device: device, release: IOSRelease(os)),
        scenario: scenario.scenario)
    )
  }

  // C17, the consequence: below the status bar of iOS 6 and earlier the first rest that differs is
  // off by the bar's 20 pt: the Swift port ends the show 20 pt under the keyboard.
  @Test func underTheStatusBarTheGapIsOffByTwentyPoints() throws {
    let (objectiveC, swift) = runs(.showHide, .iphone5, 6)
    let differing = try #require(
      zip(objectiveC.rests, swift.rests).first {
        NumberFormat.points($0.gap) != NumberFormat.points($1.gap)
      })
    #expect(NumberFormat.points(differing.0.gap - differing.1.gap) == "20")
    #expect(objectiveC.verdict == .clean)
    #expect(swift.verdict == .stuck && swift.reason.side == .covered)
    #expect(NumberFormat.points(swift.reason.points) == "20")
  }

  // C17, the consequence: where the screen is not in the interface's orientation (iOS 7, full
  // screen but with a portrait screen), the unconverted landscape keyboard frame leaves the content
  // off the keyboard at the rest between the rotations.
  @Test(arguments: [(Device.iphone4s, 7), (.iphone5, 7), (.ipad2, 7)])
  func beforeIOS8TheLandscapeRestIsOff(device: Device, os: Int) throws {
    let (objectiveC, swift) = runs(.rotate, device, os)
    #expect(objectiveC.verdict != .stuck)
    #expect(swift.verdict == .stuck)
    let rest = try #require(swift.reason.time)
    #expect(rest == 2, "the rest in landscape, before the rotation back")
  }

  // C17, in Split View: the window's offset is horizontal and the gap vertical, so the skipped
  // conversion moves a rectangle no measurement reads: the samples agree.
  @Test func inSplitViewTheMissingConversionMovesNothingMeasured() {
    let (objectiveC, swift) = runs(.splitView, .ipadair2, 10)
    #expect(objectiveC.samples == swift.samples)
    #expect(objectiveC.verdict == swift.verdict)
  }
}
