import ArgumentParser
import SchmeeboardLab
import SimulatedUIKit

/// The options for scripts and CI: a summary line per run instead of the timeline or the matrix,
/// and an exit status that says whether a verdict was bad enough.
public struct ReportOptions: ParsableArguments, Sendable {
  @Flag(
    help:
      "Print one line per run instead of its timeline (or one per run of --matrix): variant, device, iOS, scenario, verdict and its reason, separated by tabs."
  )
  var summary = false

  @Option(
    name: .customLong("fail-on"),
    help: ReportOptions.failOnHelp, completion: ReportOptions.failOnCompletions)
  var failOn: String?

  /// `--fail-on`'s help and completions, made once: argument-parser makes the group's options
  /// anew each time it reads the group's definition, some 40 times a parse in a debug build.
  private static let failOnHelp = ArgumentHelp(
    ReportRequest.failOnHelp, valueName: "verdict[,n/a]")
  private static let failOnCompletions = CompletionKind.list(
    ReportRequest.failingVerdicts.map(\.rawValue))

  /// Creates the options with none given; argument-parser fills them in when it parses.
  public init() {}

  /// The options given, spelled as on the command line.
  var given: [String] {
    [summary ? "--summary" : nil, failOn.map { _ in "--fail-on" }].compactMap { $0 }
  }
}
