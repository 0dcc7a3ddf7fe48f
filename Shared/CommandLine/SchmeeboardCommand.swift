import ArgumentParser
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line every variant shares: `swift run <Variant> [--device …] [--os …] [--scenario …
/// | --script …] [--frames] [--format text|json|svg|html] [--compare …] | --list |
/// --print-scenario … | --matrix`.
///
/// Defined once here and run by each executable's three-line `main.swift` with its own controller
/// and the variants it can compare with (`BuiltInVariants`);
/// `main(_:)` (in `SchmeeboardCommand+Main.swift`) prints errors as one line with their exit status.
public struct SchmeeboardCommand<V: CommandLineVariant, Variants: VariantList>:
  ParsableCommand, Sendable
{
  /// The command's name and abstract (from `V.info`), its help with examples and exit statuses,
  /// and its `--version` text.
  public static var configuration: CommandConfiguration {
    let name = V.info.name
    let run = V.info.invocation
    return CommandConfiguration(
      commandName: name,
      abstract: V.info.abstract,
      discussion: """
        Simulates the original sample rotating with the keyboard up (or another scenario) on an \
        iOS version and device of your choice, prints the timeline of everything that happened, \
        measures the pink and the covered points at 60 Hz, and gives a verdict.

        Examples:
          \(run)
          \(run) --device ipad2 --os 5 --scenario dip
          \(run) --print-scenario rotate > mine.txt
          \(run) --script mine.txt --frames
          \(run) --format json > timeline.json
          \(run) --compare all --format html > report.html
          \(run) --matrix
          \(run) --matrix --summary --fail-on glitch
          \(run) --script - < mine.txt

        Exit status: 0 for a run, whatever its verdict, unless --fail-on says otherwise; 1 when \
        --fail-on was given and a verdict is that bad or worse (or n/a, when it names n/a); 64 \
        for a usage error (an unknown option, a bad value, a device that never ran the iOS \
        version); 65 for a malformed, empty, \
        binary or oversized scenario file; 66 for a missing or unreadable one; 74 when the output \
        cannot be written (a full disk, a closed standard output).
        """,
      // The command line's version; the JSON schema's version (docs/json-schema.md) is its major.
      version: "\(name) 1.0.0")
  }

  @OptionGroup(title: "Run options")
  var runOptions: RunOptions<Variants>

  @OptionGroup(title: "Instead of a run")
  var modes: ModeOptions

  @OptionGroup(title: "For scripts (with a run or --matrix)")
  var report: ReportOptions

  @OptionGroup(title: "The model (with a run, --compare or --matrix)")
  var model: ModelOptions

  @OptionGroup(title: "\(V.info.name) switches")
  var switches: V.Switches

  /// Creates the command with no options given; argument-parser fills them in when it parses.
  public init() {}

  /// Checks the options and prints what they ask for on standard output (`output()`); throws a
  /// `CommandFailure` for a bad request or scenario file.
  public mutating func run() throws {
    let request = try CommandRequest(runOptions, modes)
    try V.check(switches)
    try Self.perform(
      request, report: try ReportRequest(report, runOptions, for: request),
      assumptions: try model.assumptions(for: request), switches: switches)
  }

  /// Prints what `request` asks for on standard output, with the rules `assumptions` names read
  /// the other way; throws `ExitCode(1)` when `report`'s `--fail-on` finds a verdict that bad, and
  /// a `CommandFailure` for a bad scenario file.
  static func perform(
    _ request: CommandRequest, report: ReportRequest, assumptions: Set<SystemRules.Rule>,
    switches: V.Switches
  ) throws {
    let output = try Self.output(
      for: request, report: report, assumptions: assumptions, switches: switches)
    // Written as bytes: `print` would first ask the runtime whether a `String` is
    // `TextOutputStreamable`, a scan of every conformance record in the process.
    var standardOutput = OutputSink(writingTo: STDOUT_FILENO)
    let verdicts = try output.write(&standardOutput)
    standardOutput.finish()
    if report.fails(verdicts) { throw ExitCode(1) }
  }

  /// What the command prints on standard output: a timeline, the `--list`, a scenario's text, the
  /// `--matrix`, or the `--list-rules`.
  public func output() throws(CommandFailure) -> String {
    try reported().text
  }

  /// What the command prints on standard output (`output()`), and whether `--fail-on` finds a
  /// verdict of its runs that bad, for which `run()` ends with status 1.
  func reported() throws(CommandFailure) -> (text: String, fails: Bool) {
    let request = try CommandRequest(runOptions, modes)
    let reportRequest = try ReportRequest(report, runOptions, for: request)
    var whole = OutputSink(writingTo: nil)
    let verdicts = try Self.output(
      for: request, report: reportRequest, assumptions: model.assumptions(for: request),
      switches: switches
    ).write(&whole)
    return (whole.text, reportRequest.fails(verdicts))
  }

  static func output(
    for request: CommandRequest, report: ReportRequest, assumptions: Set<SystemRules.Rule>,
    switches: V.Switches
  ) throws(CommandFailure) -> CommandOutput {
    switch request {
    case .list:
      return CommandOutput(
        text: VariantCatalog(
          info: V.info, switches: SwitchHelp.all(of: V.Switches.self),
          variants: Variants.all.map { $0.info }
        ).render())
    case .printScenario(let builtIn):
      return CommandOutput(text: builtIn.text)
    case .listRules:
      return CommandOutput(text: RuleCatalog.render())
    case .matrix(let format):
      try V.check(switches)
      let cells = try VariantMatrix.cells(of: V.self, switches: switches, assuming: assumptions)
      let renderer = MatrixRenderer(
        info: V.info, switches: V.describe(switches),
        assumptions: SystemRules.Rule.allCases.filter(assumptions.contains))
      let text =
        report.summary
        ? SummaryRenderer(variant: V.info.name).render(cells)
        : format == .html ? renderer.renderPage(cells) : renderer.render(cells)
      return CommandOutput(text: text, verdicts: cells.map(\.verdict))
    case .run(let run):
      try V.check(switches)
      return try RunOutput<V, Variants>(
        request: run, switches: switches, assumptions: assumptions, summary: report.summary
      ).render()
    }
  }
}
