import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// Checks the raw arguments for what argument-parser lets through: an option given twice, which
/// it would settle by keeping the last, and `--version` with anything else, which it would answer
/// with the version and ignore the rest. The command's, and the driver's of a user's controller
/// (`refuseRepeated(_:except:)`), over its whole command line.
///
/// ```text
/// error: --os is given twice, as argument 2 '--os 10' and argument 4 '--os 11'; give it once
/// error: --version cannot be combined with --list; give one of them
/// ```
public enum ArgumentCheck {
  /// Refuses a long option given twice and `--version` given with anything else. Everything after
  /// a bare `--` is left alone, as argument-parser leaves it.
  static func check(_ arguments: [String]) throws(CommandFailure) {
    try refuseRepeated(arguments)
    let options = arguments.prefix { $0 != "--" }
    if options.contains("--version"), let other = arguments.first(where: { $0 != "--version" }) {
      let named = other.hasPrefix("-") ? other : Vocabulary.quoted(other)
      throw CommandFailure(.usage, "--version cannot be combined with \(named); give one of them")
    }
  }

  /// Refuses a long option given twice, but for those `repeatable` names (`--controller`), naming
  /// both places. Everything after a bare `--` is left alone, as argument-parser leaves it.
  public static func refuseRepeated(
    _ arguments: [String], except repeatable: [String] = []
  ) throws(CommandFailure) {
    let options = arguments.prefix { $0 != "--" }
    // A list, not a dictionary: a command line has a few options, and a dictionary's first use
    // scans every conformance record in the process for the key's `Hashable`.
    var seen: [(name: String, index: Int)] = []
    for (index, argument) in options.enumerated() where argument.hasPrefix("--") {
      let name = String(argument.prefix { $0 != "=" })
      guard !repeatable.contains(name) else { continue }
      if let first = seen.first(where: { $0.name == name }) {
        throw CommandFailure(
          .usage,
          "\(name) is given twice, as \(place(first.index, in: arguments)) and "
            + "\(place(index, in: arguments)); give it once")
      }
      seen.append((name, index))
    }
  }

  /// `argument 2 '--os 10'`: the argument's position (counting from 1) and what it says, with the
  /// value that follows it when that is not an option of its own.
  private static func place(_ index: Int, in arguments: [String]) -> String {
    var text = arguments[index]
    if !text.contains("="), index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
      text += " " + arguments[index + 1]
    }
    return "argument \(index + 1) \(Vocabulary.quoted(text))"
  }
}
