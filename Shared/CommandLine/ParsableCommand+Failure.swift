import ArgumentParser
import SchmeeboardLab
import SystemPackage

/// What argument-parser throws, turned into the command's one line and status, and its help
/// printed as every output is: the built-in command's (`SchmeeboardCommand`) and the driver's of a
/// user's controller.
extension ParsableCommand {
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

  /// Prints the help or the version `error` asks for on standard output (`printHelp(_:)`).
  public static func printHelpOrVersion(for error: any Error) throws(CommandFailure) {
    try printHelp(fullMessage(for: error))
  }

  /// Prints `help` on standard output, as argument-parser would but with the output checked:
  /// throws the failure to write it (a full disk), status 74 like every other output.
  public static func printHelp(_ help: String) throws(CommandFailure) {
    do {
      try FileDescriptor.standardOutput.writeAll((help + "\n").utf8)
    } catch {
      throw CommandFailure(.ioError, "cannot write the output: \(Errno(thrown: error).reason)")
    }
  }
}
