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
    help: ArgumentHelp(
      ReportRequest.failOnHelp, valueName: "verdict[,n/a]"),
    completion: .list(ReportRequest.failingVerdicts.map(\.rawValue)))
  var failOn: String?

  /// Creates the options with none given; argument-parser fills them in when it parses.
  public init() {}

  /// The options given, spelled as on the command line.
  var given: [String] {
    [summary ? "--summary" : nil, failOn.map { _ in "--fail-on" }].compactMap { $0 }
  }
}
