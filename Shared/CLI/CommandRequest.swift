/// What the options ask for, checked: one mode at a time, every value known, and no option that
/// the mode would ignore.
nonisolated enum CommandRequest: Equatable, Sendable {
  /// Run one scenario and print its timeline.
  case run(RunRequest)
  /// `--list`: devices, scenarios, switches.
  case list
  /// `--print-scenario <name>`: a built-in scenario's text.
  case printScenario(BuiltInScenario)
  /// `--matrix`: every built-in scenario on every device and iOS version.
  case matrix

  init(_ options: RunOptions, _ modes: ModeOptions) throws(CommandFailure) {
    let givenModes = modes.given
    if givenModes.count > 1 {
      throw CommandFailure(
        .usage, "\(givenModes[0]) cannot be combined with \(givenModes[1]); give one of them")
    }
    if let mode = givenModes.first {
      if let option = options.given.first {
        throw CommandFailure(
          .usage, "\(mode) cannot be combined with \(option); the run options apply to a single run"
        )
      }
      if let builtIn = try Self.read(modes.printScenario, Vocabulary.builtInScenario) {
        self = .printScenario(builtIn)
      } else {
        self = modes.list ? .list : .matrix
      }
      return
    }
    self = .run(try RunRequest(options))
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
