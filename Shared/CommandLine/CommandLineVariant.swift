import ArgumentParser
import SchmeeboardLab

/// A variant the command line can run: a `Variant` whose switches argument-parser reads
/// (`--no-ios5-workaround`; `NoSwitches` for none).
///
/// A variant's own module declares it a `Variant` of the lab and knows nothing of the command
/// line; the module above both declares the conformance (the built-in variants' beside
/// `BuiltInVariants.all`, their list; yours in your tool's target, to run it
/// beside them: docs/your-own-controller.md).
public protocol CommandLineVariant: Variant
where Switches: ParsableArguments & Sendable {
  /// Refuses, before any run, `switches` the variant cannot run with (a controller of your own's
  /// outlet no layout fills, `ControllerLayoutVariant`); by default nothing to refuse.
  static func check(_ switches: Switches) throws(CommandFailure)
}

extension CommandLineVariant {
  /// Every built-in variant runs with any switches it parses.
  public static func check(_ switches: Switches) throws(CommandFailure) {}
}
