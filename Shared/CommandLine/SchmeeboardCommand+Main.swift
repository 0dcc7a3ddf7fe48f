import ArgumentParser
import SchmeeboardLab
import SimulatedUIKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SchmeeboardCommand {
  /// Runs the command with the process's arguments; see `main(_:)`.
  public static func main() {
    main(nil)
  }

  /// Runs the command with `arguments` (the process's when `nil`). With none, there is nothing to
  /// parse: it runs the default job straight away (`RunRequest.standard`, the shipped switches),
  /// without argument-parser's first-use work, which is most of a short run's time.
  ///
  /// Help and `--version` go to standard output with status 0, as argument-parser prints them, or
  /// exit 74 when they cannot be written. A closed standard output is refused before anything runs
  /// (`StandardDescriptors`).
  /// Anything else that stops the command goes to standard error as one line, with nothing on
  /// standard output, and exits with the failure's status: 64 for usage, 65 for a malformed
  /// scenario file, 66 for a missing or unreadable one; 74 when the output cannot be written; 1 when `--fail-on`
  /// finds a bad verdict.
  public static func main(_ arguments: [String]?) {
    do {
      try StandardDescriptors.check()
      let given = arguments ?? Array(CommandLine.arguments.dropFirst())
      if given.isEmpty {
        try V.check(V.shippedSwitches)
        try perform(.run(.standard), report: .plain, assumptions: [], switches: V.shippedSwitches)
      } else {
        var command = try parseChecked(given)
        try command.run()
      }
    } catch {
      if error is ExitCode { exit(withError: error) }
      let failure = failure(for: error) ?? printHelpOrVersion(for: error)
      // Nothing is left to tell when standard error cannot be written either; the status still says.
      try? FileDescriptor.writeAll(failure.line + "\n", to: STDERR_FILENO)
      terminate(failure.status.rawValue)
    }
  }

  /// Prints the help or the version `error` asks for on standard output, as argument-parser would
  /// but with the output checked: ends the process with status 0, or returns the failure to write
  /// it (a full disk), status 74 like every other output.
  private static func printHelpOrVersion(for error: any Error) -> CommandFailure {
    do throws(SystemError) {
      try FileDescriptor.writeAll(fullMessage(for: error) + "\n", to: STDOUT_FILENO)
    } catch {
      return CommandFailure(.ioError, "cannot write the output: \(error.reason)")
    }
    terminate(0)
  }

  /// Parses `arguments` (the process's when `nil`) as `main(_:)` does: first the checks
  /// argument-parser leaves out (`ArgumentCheck`: an option given twice, `--version` with more).
  public static func parseChecked(_ arguments: [String]?) throws -> Self {
    try ArgumentCheck.check(arguments ?? Array(CommandLine.arguments.dropFirst()))
    return try parse(arguments)
  }

  /// The failure `error` stands for: a `CommandFailure` as thrown, anything argument-parser
  /// refused as a usage error, and `nil` for the help and version requests it reports as errors
  /// and for `--fail-on`'s status 1.
  public static func failure(for error: any Error) -> CommandFailure? {
    if let failure = error as? CommandFailure { return failure }
    // `--fail-on`'s status: the output is printed, and there is nothing to add.
    if error is ExitCode { return nil }
    guard exitCode(for: error) != .success else { return nil }
    return CommandFailure(.usage, message(for: error))
  }
}

/// Ends the process with `status`: the C library's `exit`, which the command's own
/// `exit(withError:)` hides inside its extension.
private func terminate(_ status: Int32) -> Never {
  exit(status)
}
