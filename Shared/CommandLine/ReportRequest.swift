import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// What `--summary` and `--fail-on` ask for, checked against the request they go with: they apply
/// to a run and to `--matrix`, and a summary replaces the text timeline, so it takes neither
/// `--frames` nor another format.
struct ReportRequest: Equatable, Sendable {
  /// The verdicts `--fail-on` accepts: every verdict but the clean one, which would always fail.
  static var failingVerdicts: [Verdict] {
    Verdict.allCases.filter { $0 != .clean }
  }

  /// `--fail-on`'s value as its help words it.
  static var failOnHelp: String {
    let scale = Verdict.scale.filter { $0 != .clean }.map(\.rawValue)
    return "Exit with status 1 when a verdict is this bad or worse: "
      + scale.joined(separator: ", ")
      + "; add ',n/a' (or give 'n/a' alone) to fail also on a run that cannot apply, a step its "
      + "device and release cannot perform, which otherwise never fails."
  }

  /// Whether to print a summary line per run.
  var summary: Bool
  /// The verdicts `--fail-on` names, in the order given: one on the scale makes the exit status 1
  /// for it and every worse one, `n/a` for a run that cannot apply; empty leaves it at 0.
  var failOn: [Verdict]

  /// No summary and no `--fail-on`: what no arguments ask for.
  static let plain = ReportRequest()

  private init() {
    summary = false
    failOn = []
  }

  init<Variants>(
    _ options: ReportOptions, _ runOptions: RunOptions<Variants>, for request: CommandRequest
  )
    throws(CommandFailure)
  {
    summary = options.summary
    failOn =
      try CommandRequest.read(options.failOn) { words throws(Vocabulary.Refusal) in
        try words.split(separator: ",", omittingEmptySubsequences: false).map {
          word throws(Vocabulary.Refusal) in
          try Vocabulary.choice(
            "verdict for --fail-on", String(word),
            among: Self.failingVerdicts.map { ($0.rawValue, $0) })
        }
      } ?? []
    guard let option = options.given.first else { return }
    switch request {
    case .list, .printScenario, .listRules:
      let mode =
        request == .list ? "--list" : request == .listRules ? "--list-rules" : "--print-scenario"
      throw CommandFailure(
        .usage, "\(mode) cannot be combined with \(option); it applies to a run or --matrix")
    case .matrix, .run:
      // A summary is its own format: it replaces the timeline rather than shaping it.
      if summary,
        let other = runOptions.given.first(where: { $0 == "--frames" || $0 == "--format" })
      {
        throw CommandFailure(
          .usage, "--summary cannot be combined with \(other); the summary is one line of text")
      }
    }
  }

  /// Whether `verdicts` make the exit status 1: one of them is `n/a` and `failOn` names it, or on
  /// the scale as bad as a verdict `failOn` names, or worse.
  func fails(_ verdicts: [Verdict]) -> Bool {
    verdicts.contains { verdict in failOn.contains { verdict.isAsBad(as: $0) } }
  }
}
