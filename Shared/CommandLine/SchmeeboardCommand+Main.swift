import ArgumentParser
import SchmeeboardLab
import SimulatedUIKit
import SystemPackage

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

  /// Runs the command with `arguments` (the process's when `nil`), and ends the process with its
  /// status when that is not 0: the command's one exit. A failure goes to standard error as one
  /// line, with nothing on standard output, and exits with its status: 64 for usage, 65 for a
  /// malformed scenario file, 66 for a missing or unreadable one; 74 when the output cannot be
  /// written; 1 when `--fail-on` finds a bad verdict (`exitStatus(running:)`).
  public static func main(_ arguments: [String]?) {
    do throws(CommandFailure) {
      let status = try exitStatus(running: arguments)
      if status != 0 { terminate(status) }
    } catch {
      // Nothing is left to tell when standard error cannot be written either; the status still says.
      _ = try? FileDescriptor.standardError.writeAll((error.line + "\n").utf8)
      terminate(error.status.rawValue)
    }
  }

  /// Runs the command with `arguments` (the process's when `nil`); returns its exit status, 0, or
  /// 1 when `--fail-on` finds a bad verdict; throws the failure that stops it, for the caller's one
  /// exit to print (`main(_:)`, or the driver's of a user's controller). With no arguments, there
  /// is nothing to parse: it runs the default job straight away (`RunRequest.standard`, the
  /// shipped switches), without argument-parser's first-use work, which is most of a short run's
  /// time.
  ///
  /// Help and `--version` go to standard output with status 0, as argument-parser prints them, or
  /// fail with 74 when they cannot be written. A closed standard output is refused before anything
  /// runs (`StandardDescriptors`).
  public static func exitStatus(running arguments: [String]?) throws(CommandFailure) -> Int32 {
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
      return 0
    } catch let exit as ExitCode {
      return exit.rawValue
    } catch {
      if let failure = failure(for: error) { throw failure }
      try printHelpOrVersion(for: error)
      return 0
    }
  }

  /// Parses `arguments` (the process's when `nil`) as `main(_:)` does: first the checks
  /// argument-parser leaves out (`ArgumentCheck`: an option given twice, `--version` with more).
  public static func parseChecked(_ arguments: [String]?) throws -> Self {
    try ArgumentCheck.check(arguments ?? Array(CommandLine.arguments.dropFirst()))
    return try parse(arguments)
  }
}

/// Ends the process with `status`: the C library's `exit`, which the command's own
/// `exit(withError:)` hides inside its extension.
private func terminate(_ status: Int32) -> Never {
  exit(status)
}
