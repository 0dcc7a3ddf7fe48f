import ArgumentParser
import SchmeeboardLab

/// A variant the command line can run: a `SchmeeboardApp` whose switches argument-parser reads
/// (`--no-ios5-workaround`; `NoSwitches` for none).
///
/// The built-in variants are listed in `BuiltInVariants.all`; a package of your own makes its
/// controller one of these and runs it beside them (docs/your-own-controller.md).
public protocol CommandLineApp: SchmeeboardApp
where Switches: ParsableArguments & Sendable {
  /// Refuses `switches` before anything runs, with the reason as a `CommandFailure`: a user's
  /// controller whose outlets the chosen layout cannot connect, say. The built-in variants accept
  /// every set of their switches.
  static func check(_ switches: Switches) throws(CommandFailure)
}

extension CommandLineApp {
  /// Accepts every set of switches.
  public static func check(_ switches: Switches) throws(CommandFailure) {}
}
