import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit
import Synchronization

/// Each argument list parsed once in this process, for the tests that run the same command line
/// again.
///
/// In a debug build, which is what `swift test` builds, argument-parser checks the command's whole
/// definition by reflection each time it parses (`ArgumentSet.init` under `#if DEBUG`): about 25 ms
/// a parse here, for a definition that cannot change while the process runs. Reusing the parsed
/// command skips only that; every run still reads its files and runs its simulation in full. An
/// argument list that fails to parse is not kept, so its error is produced afresh each time.
enum ParsedCommands {
  private static let parsed = Mutex<[String: any Sendable]>([:])

  /// `arguments` parsed as `command` parses them: from this process's earlier parse when there was
  /// one.
  static func parse<V, Variants>(
    _ command: SchmeeboardCommand<V, Variants>.Type, _ arguments: [String]
  ) throws -> SchmeeboardCommand<V, Variants> {
    let key = ([String(reflecting: V.self)] + arguments).joined(separator: "\u{0}")
    if let earlier = parsed.withLock({ $0[key] }) as? SchmeeboardCommand<V, Variants> {
      return earlier
    }
    let parsedNow = try command.parseChecked(arguments)
    parsed.withLock { $0[key] = parsedNow }
    return parsedNow
  }
}
