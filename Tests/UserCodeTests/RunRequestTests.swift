import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import Testing

@testable import SchmeeboardUserCode

/// A run's request (`IsolatedRun.Request`) carries the run to the run's process as data: the
/// scenario's steps, times and actions as values, the time limit and the deployment target. What
/// the driver encodes, the run's process decodes as the same run.
@Suite struct RunRequestTests {
  /// One step of every kind of action, with each payload's kind: what a scenario file can say.
  private static let everyAction: [ScenarioAction] = [
    .tap(.textField), .tap(.background), .rotate(.landscapeLeft), .rotate(.portraitUpsideDown),
    .tilt, .returnKey, .switchKeyboard(.emoji), .splitView(.narrow),
    .stageManager(StageManagerWindow(x: 107, y: 60.5, width: 620, height: 900)),
    .stageManager(nil), .faceUp, .interactiveDismiss, .faceDown, .hardwareKeyboard(.attach),
    .hardwareToolbar(.minimise), .ipadKeyboard(.undock), .quickType(.off),
    .otherAppKeyboard(.show), .statusBar(.double), .reduceMotion(.crossFade),
    .app(.background), .fault(.missingKey(.frameEnd)), .fault(.wrongType(.curve)),
    .fault(.zeroFrame), .fault(.duplicateNext), .fault(.dropNext(.willHide)),
  ]

  /// A request for a run of `scenario`, with a time limit and a deployment target of its own.
  private func request(of scenario: Scenario) -> IsolatedRun.Request {
    var request = IsolatedRun.Request(
      .judgement, switches: ControllerLayoutSwitches(layout: .pinned, field: "messageField"),
      on: RunTarget(device: .ipadpro11, release: IOSRelease(16, 1)), scenario: scenario,
      assuming: Set(SystemRules.Rule.allCases.prefix(2)))
    request.timeLimit = 0.25
    request.deploymentTarget = DeploymentTarget(
      given: 13, required: DeploymentTarget.RequiredAPI(api: "keyboardLayoutGuide", release: 15))
    return request
  }

  @Test func aRequestReadsBackAsTheSameRunWithEveryKindOfAction() throws {
    let scenario = Scenario(
      name: "every-action", summary: "One step of each action.", device: .ipadpro11,
      release: IOSRelease(16, 1),
      steps: Self.everyAction.enumerated().map {
        ScenarioStep(time: 0.5 * Double($0.offset), action: $0.element)
      }
    )
    let sent = request(of: scenario)
    let read = try IsolatedRun.Request(decoding: try sent.encoded())
    #expect(read == sent)
    #expect(read.scenario == scenario)
    #expect(read.timeLimit == 0.25)
    #expect(read.deploymentTarget.release == IOSRelease(15))
  }

  @Test(arguments: BuiltInScenario.allCases)
  func aBuiltInScenarioReadsBackAsItself(builtIn: BuiltInScenario) throws {
    let sent = request(of: builtIn.scenario)
    #expect(try IsolatedRun.Request(decoding: try sent.encoded()).scenario == builtIn.scenario)
  }

  /// The actions travel as values, not as a scenario file spells them: the run's process parses
  /// no text again.
  @Test func theActionsTravelAsValuesNotAsScriptText() throws {
    let scenario = Scenario(
      name: "turn", summary: "", steps: [ScenarioStep(time: 1, action: .rotate(.landscapeLeft))])
    let json = String(decoding: try request(of: scenario).encoded(), as: UTF8.self)
    #expect(!json.contains("landscape-left"))
    #expect(!json.contains("rotate landscape"))
  }
}
