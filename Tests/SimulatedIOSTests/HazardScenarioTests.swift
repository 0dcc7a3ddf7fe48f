import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The hazard actions in the scenario format: every one prints as it parses, and the point
/// releases read where a rule needs them.

@Suite struct HazardScenarioTests {
  /// Every hazard action, with every argument.
  static let actions: [ScenarioAction] =
    ScenarioAction.HardwareKeyboardChange.allCases.map { .hardwareKeyboard($0) }
    + ScenarioAction.HardwareToolbarChange.allCases.map { .hardwareToolbar($0) }
    + ScenarioAction.IPadKeyboardMove.allCases.map { .ipadKeyboard($0) }
    + ScenarioAction.QuickTypeBar.allCases.map { .quickType($0) }
    + ScenarioAction.OtherAppKeyboardChange.allCases.map { .otherAppKeyboard($0) }
    + ScenarioAction.StatusBarHeight.allCases.map { .statusBar($0) }
    + ScenarioAction.ReduceMotionSetting.allCases.map { .reduceMotion($0) }
    + ScenarioAction.AppTransition.allCases.map { .app($0) }
    + KeyboardFault.Key.allCases.flatMap { [.fault(.missingKey($0)), .fault(.wrongType($0))] }
    + [.fault(.zeroFrame), .fault(.duplicateNext), .interactiveDismiss, .stageManager(nil)]
    + [.stageManager(StageManagerWindow(x: 107, y: 60.5, width: 620, height: 900))]
    + KeyboardFault.Name.allCases.map { .fault(.dropNext($0)) }

  @Test(arguments: actions)
  func everyHazardActionParsesBackFromItsScriptText(action: ScenarioAction) throws {
    let step = ScenarioStep(time: 1.5, action: action)
    let parsed = try ScenarioParser(fileName: "test").parse(step.scriptText, name: "test")
    #expect(parsed.steps == [step])
  }

  @Test func everyHazardVerbIsListedInTheUnknownActionMessage() {
    do {
      _ = try ScenarioParser(fileName: "test").parse("shake", name: "test")
      Issue.record("'shake' parsed")
    } catch {
      for action in Self.actions {
        let verb = String(action.scriptText.prefix { $0 != " " })
        #expect(error.message.contains(verb))
      }
    }
  }

  @Test func aPointReleaseReadsAsItsMajorVersionAndItsMinor() throws {
    let scenario = try ScenarioParser(fileName: "test").parse(
      "device ipadair2\nios 8.3\nat 0 tap text-field", name: "test")
    #expect(scenario.release == IOSRelease(8, 3))
    let whole = try ScenarioParser(fileName: "test").parse("ios 8\nat 0 tap text-field", name: "t")
    #expect(whole.release == IOSRelease(8))
    #expect(throws: ScenarioError.self) {
      try ScenarioParser(fileName: "test").parse("ios 8.4\nat 0 tilt", name: "test")
    }
  }

  @Test func everyPointReleaseIsOneARuleDependsOn() {
    // A point release is modelled only where some rule tells it from its major version.
    for release in IOSRelease.pointReleases {
      let device = Device.allCases.first {
        $0.isPad && $0.modelledVersions.contains(release.major)
      }!
      let point = SystemRules(device: device, release: IOSRelease(release.major, release.minor))
      let major = SystemRules(device: device, release: IOSRelease(release.major))
      #expect(
        SystemRules.Rule.allCases.contains { $0.answer(point) != $0.answer(major) },
        "iOS \(release)")
    }
  }

  @Test func everyHazardScenarioUsesAHazardAndRunsSomewhere() {
    for builtIn in BuiltInScenario.hazards {
      let steps = builtIn.scenario.steps
      let usesHazard =
        steps.contains { Self.actions.contains($0.action) }
        || (builtIn.scenario.release?.minor ?? 0) != 0
      #expect(usesHazard, "\(builtIn.rawValue)")
      #expect(!VariantMatrix.targets(for: builtIn).isEmpty, "\(builtIn.rawValue)")
    }
    #expect(BuiltInScenario.classic.count == 7)
    #expect(
      BuiltInScenario.classic.allSatisfy {
        $0.scenario.steps.allSatisfy { !Self.actions.contains($0.action) }
      })
  }
}
