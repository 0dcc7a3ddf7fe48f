import ArgumentParser
import SchmeeboardLab

/// A variant the command line can run: a `SchmeeboardApp` whose switches argument-parser reads
/// (`--no-ios5-workaround`; `NoSwitches` for none).
///
/// The built-in variants are listed in `BuiltInVariants.all`; a package of your own makes its
/// controller one of these and runs it beside them (docs/your-own-controller.md).
public protocol CommandLineApp: SchmeeboardApp
where Switches: ParsableArguments & Sendable {}
