import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// One run as the command line asks for it, before the scenario is read.
struct RunRequest: Equatable, Sendable {
  /// Where the scenario comes from.
  enum Source: Equatable, Sendable {
    case builtIn(BuiltInScenario)
    /// `--script <file>`, the path as given.
    case file(String)
  }

  /// `nil` when the command line leaves it to the scenario file or the variant's default.
  var device: Device?
  /// `--os`: `8`, or a point release, `8.3`.
  var release: IOSRelease?
  var source: Source
  var showsEverySample: Bool
  var format: OutputFormat
  /// The words given to `--compare`; empty for a run of this variant alone.
  var compare: [String]

  /// The run no option changes: the variant's default device and iOS version and the standard
  /// built-in scenario, printed as text. Parsing no arguments gives the same (`DefaultRunTests`);
  /// `SchmeeboardCommand.main` takes it without parsing when it is given none.
  static let standard = RunRequest(source: .builtIn(.standard))

  private init(source: Source) {
    self.source = source
    showsEverySample = false
    format = .text
    compare = []
  }

  init<Variants>(_ options: RunOptions<Variants>) throws(CommandFailure) {
    if options.scenario != nil, options.script != nil {
      throw CommandFailure(
        .usage, "--scenario cannot be combined with --script; both choose the scenario")
    }
    device = try CommandRequest.read(options.device, Vocabulary.device)
    release = try CommandRequest.read(options.os, Vocabulary.iOSRelease)
    format =
      try CommandRequest.read(options.format) { word throws(Vocabulary.Refusal) in
        try Vocabulary.choice("format", word, among: Vocabulary.choices(of: OutputFormat.self))
      } ?? .text
    if options.frames, format != .text {
      throw CommandFailure(
        .usage,
        "--frames cannot be combined with --format \(format.rawValue); only the text output lists samples"
      )
    }
    showsEverySample = options.frames
    compare = options.compare
    if let script = options.script {
      source = .file(script)
    } else {
      source = .builtIn(
        try CommandRequest.read(options.scenario, Vocabulary.builtInScenario) ?? .standard)
    }
  }

  /// The scenario to run: a built-in one (parsed alone: a run needs no other), or the file read
  /// and parsed.
  func scenario() throws(CommandFailure) -> Scenario {
    switch source {
    case .builtIn(let builtIn): builtIn.parsedAlone()
    case .file(let path): try ScenarioFile.read(path)
    }
  }

  /// The target to run on: the command line's device and iOS version, else the scenario file's,
  /// else the variant's default target. A version named with no device runs on
  /// `RunTarget.standard(for:)`, the same phone for every variant; a device that never ran the
  /// version is refused, saying where each came from.
  func target(for scenario: Scenario, defaults info: VariantInfo) throws(CommandFailure)
    -> RunTarget
  {
    let named = self.release ?? scenario.release
    let release = named ?? info.defaultTarget.release
    let standard =
      named.flatMap { RunTarget.standard(for: $0)?.device } ?? info.defaultTarget.device
    let target = RunTarget(device: self.device ?? scenario.device ?? standard, release: release)
    do {
      try Vocabulary.check(target)
    } catch {
      var message = error.message
      if self.device == nil, scenario.device != nil {
        message += "; the device comes from the scenario file's device line"
      }
      if named == nil {
        // The version is the variant's default: say so, so that the user knows to add --os.
        message += "; iOS \(release) is \(info.name)'s default, choose a version with --os"
      } else if self.release == nil {
        message += "; the version comes from the scenario file's ios line"
      }
      throw CommandFailure(.usage, message)
    }
    return target
  }
}
