import SchmeeboardLab
import SimulatedUIKit

/// What the command prints on standard output, and the verdicts of the runs it made, which
/// `--fail-on` turns into the exit status.
struct CommandOutput {
  /// Writes the text for standard output to a sink, a piece at a time.
  var write: (inout OutputSink) -> Void
  /// The verdict of every run made; empty for `--list` and `--print-scenario`.
  var verdicts: [Verdict] = []

  /// Output that `write` writes.
  init(verdicts: [Verdict] = [], write: @escaping (inout OutputSink) -> Void) {
    self.write = write
    self.verdicts = verdicts
  }

  /// Output of `text`, made whole.
  init(text: String, verdicts: [Verdict] = []) {
    self.init(verdicts: verdicts) { $0.write(text) }
  }
}
