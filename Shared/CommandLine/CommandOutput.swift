import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// What the command prints on standard output, and the verdicts of the runs it made, which
/// `--fail-on` turns into the exit status.
struct CommandOutput {
  /// Writes the text for standard output to a sink, a piece at a time, and returns the verdict of
  /// every run made (empty for `--list` and `--print-scenario`): a writer may make the runs as it
  /// writes, after a first line that lets a reader that needs no more stop it early; it throws
  /// the failure of a run it makes.
  var write: (inout OutputSink) throws(CommandFailure) -> [Verdict]

  /// Output that `write` writes, of runs made before, which got `verdicts`.
  init(verdicts: [Verdict] = [], write: @escaping (inout OutputSink) -> Void) {
    self.write = { sink in
      write(&sink)
      return verdicts
    }
  }

  /// Output that `write` writes, making its runs as it writes and returning their verdicts.
  init(makingRuns write: @escaping (inout OutputSink) throws(CommandFailure) -> [Verdict]) {
    self.write = write
  }

  /// Output of `text`, made whole.
  init(text: String, verdicts: [Verdict] = []) {
    self.init(verdicts: verdicts) { $0.write(text) }
  }
}
