import SchmeeboardLab
import SimulatedUIKit

/// What the command prints on standard output, and the verdicts of the runs it made, which
/// `--fail-on` turns into the exit status.
struct CommandOutput: Equatable, Sendable {
  /// The text for standard output.
  var text: String
  /// The verdict of every run made; empty for `--list` and `--print-scenario`.
  var verdicts: [Verdict] = []
}
