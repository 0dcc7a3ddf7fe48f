import ArgumentParser
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// The options that shape one run: where, on what, through which scenario, printed how.
///
/// Values are read as strings and checked by `Vocabulary`, so that a bad one gets the same
/// one-line message on the command line as in a scenario file.
public struct RunOptions<Variants: VariantList>: ParsableArguments, Sendable {
  @Option(help: RunOptionsHelp.device, completion: RunOptionsHelp.devices)
  var device: String?

  // Unconditional, so that `--os -1` reaches `Vocabulary.iOSVersion` rather than reading as a
  // missing value.
  @Option(parsing: .unconditional, help: RunOptionsHelp.os)
  var os: String?

  @Option(help: RunOptionsHelp.scenario, completion: RunOptionsHelp.scenarios)
  var scenario: String?

  @Option(
    help: ArgumentHelp(
      "A scenario file to run instead of a built-in scenario (docs/scenario-format.md); - reads standard input.",
      valueName: "file"),
    completion: .file())
  var script: String?

  @Flag(
    help:
      "Print every 60 Hz sample in the timeline, not only the largest pink and the largest cover.")
  var frames = false

  @Option(
    help: ArgumentHelp(
      "The output: text (default), json (the whole timeline; docs/json-schema.md), svg (a chart "
        + "of the gap and the screens at the moments that matter) or html (a page with all three).",
      valueName: "format"),
    completion: RunOptionsHelp.formats)
  var format: String?

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Run these variants too, on the same device, iOS and scenario, and show them side by side: "
        + "\(Variants.names.joined(separator: ", ")), or all. "
        + "VARIANT:--switch[,--switch] runs one with its switches (KeyboardSchmeeboard:--no-ios5-workaround).",
      valueName: "variant"),
    completion: .list(["all"] + Variants.names))
  var compare: [String] = []

  /// Creates the options with none given; argument-parser fills them in when it parses.
  public init() {}

  /// The options given, spelled as on the command line, in the order `--help` lists them.
  var given: [String] {
    [
      device.map { _ in "--device" }, os.map { _ in "--os" }, scenario.map { _ in "--scenario" },
      script.map { _ in "--script" }, frames ? "--frames" : nil, format.map { _ in "--format" },
      compare.isEmpty ? nil : "--compare",
    ].compactMap { $0 }
  }
}

/// The help and completions of `RunOptions` that do not depend on its variants, made once.
/// argument-parser makes a group's options anew each time it reads the group's definition: in a
/// debug build, where it checks the definition at every parse, some 40 times a parse
/// (docs/performance.md), and each time these texts were joined again from their lists.
private enum RunOptionsHelp {
  static let device = ArgumentHelp(
    "The device: \(Device.allCases.map(\.rawValue).joined(separator: ", ")); overrides a scenario file's 'device' line. "
      + "Without it, the variant's default, or a device of its kind that ran --os.",
    valueName: "device")
  static let devices = CompletionKind.list(Device.allCases.map(\.rawValue))

  static let os = ArgumentHelp(
    "The major iOS version, \(IOSVersion.modelledSpelled), one the device ran (--list), "
      + "or a point release a rule depends on (\(IOSRelease.pointReleaseList)); "
      + "overrides a scenario file's 'ios' line.",
    valueName: "version")

  static let scenario = ArgumentHelp(
    "A built-in scenario (default: \(BuiltInScenario.standard.rawValue)): \(BuiltInScenario.allCases.map(\.rawValue).joined(separator: ", ")).",
    valueName: "name")
  static let scenarios = CompletionKind.list(BuiltInScenario.allCases.map(\.rawValue))

  static let formats = CompletionKind.list(OutputFormat.allCases.map(\.rawValue))
}
