import SchmeeboardCommandLine
import SchmeeboardLab
import TestSupport
import Testing

/// Expects KeyboardSchmeeboard, run in this process, to refuse `arguments` with the failure that
/// `main` prints as its one line on standard error and exits with: `line` and `status`. A refused
/// command prints nothing on standard output, since `main` writes only what a command made.
///
/// A child process adds nothing to what such a test checks, and costs one (an exit test runs this
/// test binary again). That `main` turns a failure into its line on standard error, nothing on
/// standard output and its status is checked in a child process for each status
/// (`expectFailure` in `ValidationTests`, `ScenarioFileErrorTests` and `ComparisonLimitTests`;
/// `OutputFailureTests`).
func expectRefusal(
  _ arguments: [String], status: CommandFailure.Status, line: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    let output = try BuiltInVariant.keyboardSchmeeboard.output(arguments)
    Issue.record(
      "expected the refusal '\(line)', but it printed \(output.count) characters",
      sourceLocation: sourceLocation)
  } catch {
    #expect(error.line == line, sourceLocation: sourceLocation)
    #expect(error.status == status, sourceLocation: sourceLocation)
  }
}
