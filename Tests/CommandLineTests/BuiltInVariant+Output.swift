import SchmeeboardVariants
import TestSupport

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedUIKit

/// Each variant's command line, run in this process.
extension BuiltInVariant {
  /// What the variant prints on standard output for `arguments` (help and `--version` included),
  /// or the failure it would print on standard error.
  ///
  /// `setting` sets run options on the parsed command as parsing them would have set them: for the
  /// suites that sweep every scenario to check what a run prints rather than how the command line
  /// reads, since each new argument list costs argument-parser's debug-build checks
  /// (`ParsedCommands`). `OptionSettingTests` checks that both ways print the same.
  func output(
    _ arguments: [String], setting: (inout RunOptions<BuiltInVariants>) -> Void = { _ in }
  ) throws(CommandFailure) -> String {
    try reported(arguments, setting: setting).text
  }

  /// What the variant prints on standard output for `arguments`, and whether `--fail-on` finds a
  /// verdict that bad (the status 1 the process ends with), or the failure it would print on
  /// standard error.
  func reported(
    _ arguments: [String], setting: (inout RunOptions<BuiltInVariants>) -> Void = { _ in }
  ) throws(CommandFailure) -> (text: String, fails: Bool) {
    try Self.reported(of: app, arguments, setting)
  }

  /// What the variant prints on either stream for `arguments`: its output, or its error line.
  func transcript(
    _ arguments: [String], setting: (inout RunOptions<BuiltInVariants>) -> Void = { _ in }
  ) -> String {
    do {
      return try output(arguments, setting: setting)
    } catch {
      return error.line + "\n"
    }
  }

  private static func reported<V: CommandLineVariant>(
    of variant: V.Type, _ arguments: [String], _ setting: (inout RunOptions<BuiltInVariants>) -> Void
  ) throws(CommandFailure) -> (text: String, fails: Bool) {
    let command = SchmeeboardCommand<V, BuiltInVariants>.self
    var parsed: SchmeeboardCommand<V, BuiltInVariants>
    do {
      parsed = try ParsedCommands.parse(command, arguments)
    } catch {
      if let failure = command.failure(for: error) { throw failure }
      return (command.fullMessage(for: error) + "\n", false)
    }
    setting(&parsed.runOptions)
    return try parsed.reported()
  }
}
