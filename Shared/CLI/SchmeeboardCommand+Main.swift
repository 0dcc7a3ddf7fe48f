import ArgumentParser
import Foundation

extension SchmeeboardCommand {
  /// Runs the command with the process's arguments; see `main(_:)`.
  @MainActor public static func main() {
    main(nil)
  }

  /// Runs the command with `arguments` (the process's when `nil`).
  ///
  /// Help and `--version` go to standard output with status 0, as argument-parser prints them.
  /// Anything else that stops the command goes to standard error as one line, with nothing on
  /// standard output, and exits with the failure's status: 64 for usage, 65 for a malformed
  /// scenario file, 66 for a missing or unreadable one.
  @MainActor public static func main(_ arguments: [String]?) {
    do {
      var command = try parse(arguments)
      try command.run()
    } catch {
      guard let failure = failure(for: error) else { exit(withError: error) }
      FileHandle.standardError.write(Data((failure.line + "\n").utf8))
      Foundation.exit(failure.status.rawValue)
    }
  }

  /// The failure `error` stands for: a `CommandFailure` as thrown, anything argument-parser
  /// refused as a usage error, and `nil` for the help and version requests it reports as errors.
  public static func failure(for error: any Error) -> CommandFailure? {
    if let failure = error as? CommandFailure { return failure }
    guard exitCode(for: error) != .success else { return nil }
    return CommandFailure(.usage, message(for: error))
  }
}
