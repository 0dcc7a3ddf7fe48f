import SchmeeboardCommandLine
import SchmeeboardLab
import SchmeeboardVariants
import SimulatedIOS
import Testing

/// A matrix's run keeps no events (`SchmeeboardRun.judgement`, `TimelineRecorder.keepsEntries`):
/// its judgement must be the one the same run's whole timeline gives, for every built-in variant
/// after every built-in scenario, on the variant's own device.

@Suite struct JudgementWithoutEventsTests {
  @Test func aRunKeepingNoEventsIsJudgedAsItsWholeTimelineIs() {
    var judged = 0
    for app in BuiltInVariants.all {
      for builtIn in BuiltInScenario.allCases {
        guard let (timeline, judgement) = Self.runs(of: app, through: builtIn.scenario) else {
          continue
        }
        #expect(judgement == RunJudgement(timeline), "\(app.info.name), \(builtIn.rawValue)")
        // The timeline's run kept its events: the two runs differ in that alone.
        #expect(!timeline.entries.isEmpty, "\(app.info.name), \(builtIn.rawValue)")
        judged += 1
      }
    }
    // Most scenarios run on each variant's own device: a loop that skipped them all would agree.
    #expect(judged > BuiltInVariants.all.count * BuiltInScenario.allCases.count / 2)
  }

  /// `app`'s run through `scenario` on its own device (on the release the scenario names, if it
  /// names one), once as a timeline and once as a judgement; `nil` where the device did not run
  /// that release.
  private static func runs(of app: any CommandLineVariant.Type, through scenario: Scenario)
    -> (timeline: Timeline, judgement: RunJudgement)?
  {
    runs(ofApp: app, through: scenario)
  }

  private static func runs<V: CommandLineVariant>(ofApp app: V.Type, through scenario: Scenario)
    -> (timeline: Timeline, judgement: RunJudgement)?
  {
    let own = V.info.defaultTarget
    let target = RunTarget(device: own.device, release: scenario.release ?? own.release)
    guard target.isModelled else { return nil }
    let timeline = SchmeeboardRun.timeline(
      of: V.self, switches: V.shippedSwitches, on: target, scenario: scenario)
    let judgement = SchmeeboardRun.judgement(
      of: V.self, switches: V.shippedSwitches, on: target, scenario: scenario)
    return (timeline, judgement)
  }
}
