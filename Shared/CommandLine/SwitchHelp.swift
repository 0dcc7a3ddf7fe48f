import ArgumentParser
import SchmeeboardLab
import SimulatedUIKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A variant's switch as `--list` shows it: `--no-ios5-workaround` and its help.
struct SwitchHelp: Equatable {
  var flag: String
  var abstract: String

  /// The switches `Switches` declares, in order.
  ///
  /// The switches are declared beside each port, and their names and help exist only in
  /// argument-parser's model of them. `_dumpHelp()` is that model in the JSON form that
  /// `--experimental-dump-help` prints; only the parts read here are declared.
  static func all<Switches: ParsableArguments>(of _: Switches.Type) -> [SwitchHelp] {
    let dump: HelpDump
    do {
      dump = try JSONDecoder().decode(HelpDump.self, from: Data(Switches._dumpHelp().utf8))
    } catch {
      fatalError("argument-parser's help dump no longer reads as expected: \(error)")
    }
    return (dump.command.arguments ?? []).compactMap { argument in
      // argument-parser adds its own --help to every group.
      guard argument.shouldDisplay, let name = argument.preferredName, name.name != "help" else {
        return nil
      }
      return SwitchHelp(
        flag: (name.kind == "long" ? "--" : "-") + name.name, abstract: argument.abstract ?? "")
    }
  }
}

/// The parts of argument-parser's help dump that `SwitchHelp` reads.
private struct HelpDump: Decodable {
  struct Command: Decodable {
    var arguments: [Argument]?
  }

  struct Argument: Decodable {
    struct Name: Decodable {
      var kind: String
      var name: String
    }

    var preferredName: Name?
    var abstract: String?
    var shouldDisplay: Bool
  }

  var command: Command
}
