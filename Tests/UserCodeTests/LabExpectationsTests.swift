import CorrectedSchmeeboard2
import SchmeeboardLab
import SchmeeboardTesting
import SimulatedIOS
import SimulatedUIKit
import Testing

@testable import SchmeeboardCommandLine

/// `expectVerdicts(of:…)`, for a library's own tests: every run it makes, and a failure for a run
/// worse than allowed that says why and how to replay it.
@Suite struct LabExpectationsTests {
  @Test func itRunsEveryReleaseEachDeviceRanAndTheLabModels() {
    let runs = LabExpectations.runs(on: [.iphone7, .iphone15], releases: 15...17)
    #expect(runs.map { "\($0.device.rawValue) \($0.release)" } == ["iphone7 15", "iphone15 17"])
  }

  // CorrectedSchmeeboard2 glitches through the iOS 10 iPhone's rotation (the 2017 post).
  @Test func aRunWorseThanAllowedSaysWhyAndHowToReplayIt() {
    let timeline = CorrectedSchmeeboard2Variant.timeline(
      switches: NoSwitches(), on: RunTarget(device: .iphone7, release: IOSRelease(10)),
      scenario: BuiltInScenario.rotate.scenario, assuming: [])
    #expect(
      LabExpectations.failure(
        of: timeline, worst: .slivers, variant: "CorrectedSchmeeboard2",
        on: RunTarget(device: .iphone7, release: IOSRelease(10)),
        scenario: "rotate")
        == "CorrectedSchmeeboard2 on iPhone 7, iOS 10, rotate: glitch, worse than slivers (258 pt "
        + "of grayView covered at 1 s: field hidden, the field's 50 pt or more); replay: swift run "
        + "CorrectedSchmeeboard2 --device iphone7 --os 10 --scenario rotate")
    #expect(
      LabExpectations.failure(
        of: timeline, worst: .glitch, variant: "CorrectedSchmeeboard2",
        on: RunTarget(device: .iphone7, release: IOSRelease(10)),
        scenario: "rotate") == nil)
  }

  // The verdict order is kept once (`Verdict.isAsBad(as:)`): `expectVerdicts` fails a run worse
  // than its `atWorst`, `--fail-on` a run as bad as its verdict or worse, so for two different
  // verdicts they agree, `n/a` included (it fails only where it is named, never as "worse").
  @Test func expectVerdictsAndFailOnKeepOneOrder() {
    let target = RunTarget(device: .iphone7, release: IOSRelease(10))
    var timeline = CorrectedSchmeeboard2Variant.timeline(
      switches: NoSwitches(), on: target, scenario: BuiltInScenario.rotate.scenario, assuming: [])
    for threshold in ReportRequest.failingVerdicts {
      for verdict in Verdict.allCases where verdict != threshold {
        timeline.verdict = verdict
        let expected =
          LabExpectations.failure(
            of: timeline, worst: threshold, variant: "CorrectedSchmeeboard2", on: target,
            scenario: "rotate") != nil
        var failOn = ReportRequest.plain
        failOn.failOn = [threshold]
        #expect(
          failOn.fails([verdict]) == expected,
          "\(verdict.rawValue) against \(threshold.rawValue)")
      }
    }
    timeline.verdict = .notApplicable
    #expect(
      LabExpectations.failure(
        of: timeline, worst: .stuck, variant: "CorrectedSchmeeboard2", on: target,
        scenario: "rotate") == nil)
  }
}
