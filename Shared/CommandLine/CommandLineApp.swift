import ArgumentParser
import SchmeeboardLab

/// A variant the command line can run: a `SchmeeboardApp` whose switches argument-parser reads
/// (`--no-ios5-workaround`; `NoSwitches` for none).
///
/// The built-in variants are listed in `BuiltInVariants.all`; a package of your own makes its
/// controller one of these and runs it beside them (docs/your-own-controller.md).
public protocol CommandLineApp: SchmeeboardApp
where Switches: ParsableArguments & Sendable {
  /// Refuses, before any run, `switches` the app cannot run with (a controller of your own's
  /// outlet no layout fills, `ControllerLayoutApp`); by default nothing to refuse.
  static func check(_ switches: Switches) throws(CommandFailure)
}

extension CommandLineApp {
  /// Every built-in variant runs with any switches it parses.
  public static func check(_ switches: Switches) throws(CommandFailure) {}
}
