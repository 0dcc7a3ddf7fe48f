import ArgumentParser
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// The options that print something other than a run.
public struct ModeOptions: ParsableArguments, Sendable {
  @Flag(
    help:
      "List the devices and their iOS versions, the built-in scenarios and their steps, and this variant's switches."
  )
  var list = false

  @Option(
    name: .customLong("print-scenario"),
    help: ArgumentHelp(
      "Print a built-in scenario as a file holds it, to start your own from a copy.",
      valueName: "name"),
    completion: .list(BuiltInScenario.allCases.map(\.rawValue)))
  var printScenario: String?

  @Flag(
    help:
      "Run the classic built-in scenarios (all but the hazards) on every device and iOS version: one line each with the verdict and the largest mismatch."
  )
  var matrix = false

  @Flag(
    name: .customLong("list-rules"),
    help:
      "List the rules of the simulated iOS: what each says, its evidence, and the other reading --assume can run."
  )
  var listRules = false

  /// Creates the options with none given; argument-parser fills them in when it parses.
  public init() {}

  /// The modes given, spelled as on the command line.
  var given: [String] {
    [
      list ? "--list" : nil, printScenario.map { _ in "--print-scenario" },
      matrix ? "--matrix" : nil, listRules ? "--list-rules" : nil,
    ].compactMap { $0 }
  }
}
