import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// What the options ask for, checked: one mode at a time, every value known, and no option that
/// the mode would ignore.
enum CommandRequest: Equatable, Sendable {
  /// Run one scenario and print its timeline.
  case run(RunRequest)
  /// `--list`: devices, scenarios, switches.
  case list
  /// `--print-scenario <name>`: a built-in scenario's text.
  case printScenario(BuiltInScenario)
  /// `--matrix`: every classic built-in scenario on every device and iOS version, as text or html.
  case matrix(OutputFormat)
  /// `--list-rules`: the rules of the simulated iOS, with their evidence and alternatives.
  case listRules

  init<Variants>(_ options: RunOptions<Variants>, _ modes: ModeOptions) throws(CommandFailure) {
    let givenModes = modes.given
    if givenModes.count > 1 {
      throw CommandFailure(
        .usage, "\(givenModes[0]) cannot be combined with \(givenModes[1]); give one of them")
    }
    if let mode = givenModes.first {
      // The matrix is a table, and a table can also be a page.
      if let option = options.given.first(where: { mode != "--matrix" || $0 != "--format" }) {
        throw CommandFailure(
          .usage, "\(mode) cannot be combined with \(option); the run options apply to a single run"
        )
      }
      if let builtIn = try Self.read(modes.printScenario, Vocabulary.builtInScenario) {
        self = .printScenario(builtIn)
      } else {
        self =
          modes.list
          ? .list : modes.listRules ? .listRules : .matrix(try Self.matrixFormat(options.format))
      }
      return
    }
    self = .run(try RunRequest(options))
  }

  /// `--matrix`'s `--format`: text (the default) or html.
  private static func matrixFormat(_ word: String?) throws(CommandFailure) -> OutputFormat {
    try read(word) { word throws(Vocabulary.Refusal) in
      try Vocabulary.choice(
        "format for --matrix", word, among: [("text", OutputFormat.text), ("html", .html)])
    } ?? .text
  }

  /// `word` read by `read`, a refusal being a usage error; `nil` when the option was not given.
  static func read<Value>(_ word: String?, _ read: (String) throws(Vocabulary.Refusal) -> Value)
    throws(CommandFailure) -> Value?
  {
    guard let word else { return nil }
    do {
      return try read(word)
    } catch {
      throw CommandFailure(.usage, error.message)
    }
  }
}
