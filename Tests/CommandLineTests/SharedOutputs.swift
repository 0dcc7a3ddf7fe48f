import SchmeeboardCommandLine
import SchmeeboardLab
import Synchronization
import TestSupport

/// What a variant prints for an argument list that reads no file, and whether `--fail-on` fails
/// it, made once in this process for every test that reads it: for the outputs that cost a whole
/// matrix (some 400 runs), which several tests read (`ListAndMatrixTests`, `ScriptingTests`). A
/// test that asks while another makes it waits for that one, so that it is made once.
enum SharedOutputs {
  /// One argument list's output, made by the first test that asks.
  private final class Entry: Sendable {
    let made = Mutex<Result<(text: String, fails: Bool), CommandFailure>?>(nil)
  }

  private static let entries = Mutex<[String: Entry]>([:])

  /// What `variant` prints for `arguments`, or the failure it prints instead.
  static func output(of variant: BuiltInVariant, _ arguments: [String]) throws(CommandFailure)
    -> String
  {
    try reported(of: variant, arguments).text
  }

  /// What `variant` prints for `arguments` and whether `--fail-on` finds a verdict that bad, or
  /// the failure it prints instead.
  static func reported(of variant: BuiltInVariant, _ arguments: [String]) throws(CommandFailure)
    -> (text: String, fails: Bool)
  {
    let key = ([variant.rawValue] + arguments).joined(separator: "\u{0}")
    let entry = entries.withLock { entries in
      if let entry = entries[key] { return entry }
      let entry = Entry()
      entries[key] = entry
      return entry
    }
    return try entry.made.withLock { made in
      if let made { return made }
      let result = Result { () throws(CommandFailure) in try variant.reported(arguments) }
      made = result
      return result
    }.get()
  }
}
