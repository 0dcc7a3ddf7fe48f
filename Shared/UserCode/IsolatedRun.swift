import FoundationEssentials
import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of a user's controller in a process of its own: the run server (`RunServer`) forks it
/// from a process that has loaded the controller, the driver hands the run over as JSON on its
/// standard input, and reads the timeline back as JSON (for a matrix, only the run's judgement:
/// reading 413 whole timelines cost the driver a fifth of a matrix's CPU time, and writing them
/// the runs a tenth, measured). So the user's statics and singletons (a
/// keyboard manager's `shared`, a static "avoiding view") start afresh every run, as they do when
/// an app launches, and one run's leftovers never reach the next; and the run is on that
/// process's main thread, where the user's main-actor code expects to be.
public enum IsolatedRun {
  /// What the child runs: the run as data, so that the run's process makes it from values and
  /// parses nothing again; and the command's settings that the run reads (its time limit and the
  /// app's deployment target), which travel here rather than in the environment.
  struct Request: Codable, Equatable {
    /// The controller's switches: `--layout`'s raw value and `--field`'s name, each `nil` when not
    /// given, and `--in-navigation-controller`. Made as the switches, not parsed again, in the run.
    var layout: String?
    var field: String?
    var inNavigationController = false
    /// The device and the release the run is on.
    var device: Device
    var release: IOSRelease
    /// The scenario: its name, its summary and its steps, each step's time and action as values.
    var scenario: Scenario
    /// The rules read the other way, by raw value.
    var assumptions: [String]
    /// How long the run's process may take, in seconds (`RunTimeLimit`).
    var timeLimit: Double
    /// The app's deployment target (`DeploymentTarget`).
    var deploymentTarget: DeploymentTarget
    /// What the run sends back.
    var reply: Reply

    /// The request for `reply` of a run with `switches` on `target` of `scenario`, `assumptions`
    /// read the other way, with this process's time limit and deployment target.
    init(
      _ reply: Reply, switches: ControllerLayoutSwitches, on target: RunTarget, scenario: Scenario,
      assuming assumptions: Set<SystemRules.Rule>
    ) {
      layout = switches.layout?.rawValue
      field = switches.field
      inNavigationController = switches.inNavigationController
      device = target.device
      release = target.release
      self.scenario = scenario
      self.assumptions = SystemRules.Rule.allCases.filter(assumptions.contains).map(\.rawValue)
      timeLimit = RunTimeLimit.seconds
      deploymentTarget = DeploymentTarget.current
      self.reply = reply
    }

    /// The request `bytes` hold, as `encoded()` wrote it.
    init(decoding bytes: [UInt8]) throws {
      self = try JSONDecoder().decode(Request.self, from: Data(bytes))
    }

    /// The request as the driver sends it to the run's process: JSON.
    func encoded() throws -> [UInt8] {
      Array(try JSONEncoder().encode(self))
    }
  }

  /// What a run sends back: its whole timeline, or only its judgement (for a matrix).
  enum Reply: String, Codable, CaseIterable {
    case timeline
    case judgement
  }

  /// `V`'s timeline of one run with `switches`, made in a child process of the run server.
  /// What the user's code printed is passed through on
  /// standard error (`AppConsole`). A run whose process fails (the user's code trapped, hung past
  /// `RunTimeLimit`, called `exit()`, or closed the lab's channel) throws a failure of status 70,
  /// whose line says where or why.
  public static func timeline<V: ControllerLayoutVariant>(
    of variant: V.Type, switches: ControllerLayoutSwitches, on target: RunTarget,
    scenario: Scenario, assuming assumptions: Set<SystemRules.Rule>
  ) throws(CommandFailure) -> Timeline {
    try decoded(
      Timeline.self, named: "timeline",
      from: reply(
        .timeline, of: variant, switches: switches, on: target,
        scenario: scenario, assuming: assumptions))
  }

  /// The judgement of `V`'s run with `switches`, made as `timeline(of:switches:on:scenario:
  /// assuming:)` makes the timeline; the child sends back only the judgement.
  public static func judgement<V: ControllerLayoutVariant>(
    of variant: V.Type, switches: ControllerLayoutSwitches, on target: RunTarget,
    scenario: Scenario, assuming assumptions: Set<SystemRules.Rule>
  ) throws(CommandFailure) -> RunJudgement {
    try decoded(
      RunJudgement.self, named: "judgement",
      from: reply(
        .judgement, of: variant, switches: switches, on: target,
        scenario: scenario, assuming: assumptions))
  }

  /// `Value` read from `reply`, a run's JSON; throws when it cannot be read.
  private static func decoded<Value: Decodable>(
    _ value: Value.Type, named name: String, from reply: [UInt8]
  ) throws(CommandFailure) -> Value {
    do {
      return try JSONDecoder().decode(Value.self, from: Data(reply))
    } catch {
      throw CommandFailure(.software, "a run's \(name) cannot be read: \(error)")
    }
  }

  /// What `V`'s run with `switches` sent back on the lab's channel, as `reply` asks; throws when
  /// the run's process fails.
  private static func reply<V: ControllerLayoutVariant>(
    _ reply: Reply, of variant: V.Type, switches: ControllerLayoutSwitches,
    on target: RunTarget, scenario: Scenario, assuming assumptions: Set<SystemRules.Rule>
  ) throws(CommandFailure) -> [UInt8] {
    let request = Request(
      reply, switches: switches, on: target, scenario: scenario, assuming: assumptions)
    do {
      let input = try request.encoded()
      let limit = RunTimeLimit.seconds
      let limitText = RunTimeLimit.text(limit)
      let result = try RunServer.run(
        input: input,
        timeLimit: Subprocess.TimeLimit(seconds: limit, signal: RunProcess.hangSignal))
      AppConsole.show(result.standardError, of: "\(target), \(scenario.name)")
      let steps = scenario.steps.map { (time: $0.time, text: $0.action.scriptText) }
      let run = "\(scenario.name) on \(target)"
      switch RunEnd(channel: result.standardOutput) {
      case .hang(let method, let time)?:
        throw CommandFailure(
          .software,
          "\(V.info.name) hangs: its code did not return within \(limitText) s "
            + "(--run-timeout), \(RunEnd.hang(method: method, time: time).place(among: steps)) "
            + "of \(run); the run was ended")
      case .exit(let status, let method, let time)?:
        throw CommandFailure(
          .software,
          "\(V.info.name) exited: its code called exit(\(status)) "
            + "\(RunEnd.exit(status: status, method: method, time: time).place(among: steps)) "
            + "of \(run); the app ends there, as on iOS, and the run has no verdict")
      case nil:
        break
      }
      guard !result.ranOverTime else {
        throw CommandFailure(
          .software,
          "\(V.info.name) hangs: its process did not return within \(limitText) s (--run-timeout) "
            + "nor answer, in \(run); it was killed")
      }
      guard result.status == 0 else {
        if result.status == RunProcess.channelClosedStatus, result.standardOutput.isEmpty {
          throw CommandFailure(
            .software,
            "\(V.info.name) closed the lab's channel in \(run): its code closed a file "
              + "descriptor it had not opened (3 or above, where the run's process sends its "
              + "timeline to the driver), so the run has no verdict; close only the descriptors "
              + "your code opens")
        }
        let words = AppConsole.lastWords(result.standardError)
        throw CommandFailure(
          .software,
          "\(V.info.name) stopped (status \(result.status)) in \(run)"
            + (words.isEmpty ? ", with nothing on its console" : ": " + words))
      }
      return result.standardOutput
    } catch let failure as CommandFailure {
      throw failure
    } catch {
      throw CommandFailure(.software, "a run's request cannot be written: \(error)")
    }
  }

  /// Serves one run in this process: reads the request on standard input, runs `V` in this
  /// process, writes the timeline (or its judgement) as JSON on the lab's channel, standard output as the process
  /// started (`RunProcess`); returns the exit status.
  static func serve<V: ControllerLayoutVariant>(_ variant: V.Type) -> Int32 {
    RunProcess.separateConsole()
    let input = (try? FileDescriptor.standardInput.bytes()) ?? []
    do {
      let output = try served(V.self, requested: input, asTheProcesssRun: true)
      return RunProcess.send(output) ? 0 : RunProcess.channelClosedStatus
    } catch {
      let line = "cannot serve the run: \(error)\n"
      _ = try? FileDescriptor.standardError.writeAll(line.utf8)
      return 70
    }
  }

  /// Prepares the run server, before it forks any run, for the runs of `V`: the warm-up run
  /// (`warmUp()`), and the Swift runtime's answers about the user's class that every run asks,
  /// which the runtime finds by scanning every conformance the process has, in every run again
  /// when the server has not asked them: whether the class is `CustomReflectable`, which `Mirror`
  /// asks (the lab names the controller's views after its properties; 1.6 % of a matrix's CPU,
  /// measured); whether it is a boxed Swift value (`_NSSwiftValue`), which a cast of an instance
  /// from `Any` asks, `Mirror`'s among them; and whether it bridges (`_ObjectiveCBridgeable`),
  /// which making an object of it asks, as `NotificationCenter`'s selector-based `addObserver`
  /// does. Asked of the class, not of an instance: none of the user's code runs.
  static func prepareRuns<V: UserControllerVariant>(_ variant: V.Type) {
    warmUp()
    let controller = V.Controller.self as Any.Type
    _ = controller as? any CustomReflectable.Type
    _ = controller as? any _NSSwiftValue.Type
    _ = controller as? any _ObjectiveCBridgeable.Type
  }

  /// Makes, in the run server before it forks any run, a run of a controller of the lab's own as a
  /// run of the user's is made, from its request's JSON to its reply's (a timeline, then a
  /// judgement, as a single run and a matrix's runs send back): so the Swift runtime's
  /// caches that every run fills (type metadata, protocol conformances) are full when each run is
  /// forked, and the runs no longer pay for them one by one; and reads the stack once, so that
  /// what `backtrace` needs is loaded before a hang's signal handler reads it (`RunProcess`).
  /// None of the user's code runs, so each run still starts with the user's statics unmade.
  private static func warmUp() {
    _ = UserCodeFrame.innermost()
    let scenario = BuiltInScenario.showHide.scenario
    let target = WarmUpVariant.info.defaultTarget
    for reply in Reply.allCases {
      let request = Request(
        reply, switches: ControllerLayoutSwitches(layout: nil), on: target, scenario: scenario,
        assuming: [])
      guard let input = try? request.encoded() else { return }
      _ = try? served(WarmUpVariant.self, requested: input, asTheProcesssRun: false)
    }
  }

  /// The timeline, or only its judgement, as JSON, of the run `input` requests of `V`; made as
  /// the process's run (`RunProcess.running`, where an exit is the user's code's) when
  /// `asTheProcesssRun`.
  private static func served<V: ControllerLayoutVariant>(
    _ variant: V.Type, requested input: [UInt8], asTheProcesssRun: Bool
  ) throws -> [UInt8] {
    func running<Made>(_ run: () -> Made) -> Made {
      asTheProcesssRun ? RunProcess.running(run) : run()
    }
    let request = try Request(decoding: input)
    RunTimeLimit.set(request.timeLimit)
    DeploymentTarget.current = request.deploymentTarget
    let switches = ControllerLayoutSwitches(
      layout: request.layout.flatMap(ControllerLayout.init(rawValue:)), field: request.field,
      inNavigationController: request.inNavigationController)
    let assumptions = Set(request.assumptions.compactMap(SystemRules.Rule.init(rawValue:)))
    let target = RunTarget(device: request.device, release: request.release)
    let scenario = request.scenario
    switch request.reply {
    case .timeline:
      let timeline = running {
        SchmeeboardRun.timeline(
          of: V.self, switches: switches, on: target, scenario: scenario, assuming: assumptions)
      }
      return Array(try JSONEncoder().encode(timeline))
    case .judgement:
      // Made without keeping the run's events, which a judgement does not read.
      let judgement = running {
        SchmeeboardRun.judgement(
          of: V.self, switches: switches, on: target, scenario: scenario, assuming: assumptions)
      }
      return Array(try JSONEncoder().encode(judgement))
    }
  }
}
