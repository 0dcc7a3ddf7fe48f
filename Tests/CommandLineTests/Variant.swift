@testable import CorrectedSchmeeboard
@testable import CorrectedSchmeeboard2
@testable import CorrectedSchmeeboard3
@testable import CorrectedSchmeeboard4
@testable import KeyboardSchmeeboard
@testable import MWKeyboardAnimation
@testable import MedcalfInsets
@testable import MudoxKeyboard
@testable import Shared
@testable import TKScrollviewKeyboard

/// The nine executables (the five samples, then the four techniques), for tests that run each one's command line in this process.
enum Variant: String, CaseIterable, Codable, Sendable {
  case keyboardSchmeeboard = "KeyboardSchmeeboard"
  case correctedSchmeeboard = "CorrectedSchmeeboard"
  case correctedSchmeeboard2 = "CorrectedSchmeeboard2"
  case correctedSchmeeboard3 = "CorrectedSchmeeboard3"
  case correctedSchmeeboard4 = "CorrectedSchmeeboard4"
  case mudoxKeyboard = "MudoxKeyboard"
  case mwKeyboardAnimation = "MWKeyboardAnimation"
  case medcalfInsets = "MedcalfInsets"
  case tkScrollviewKeyboard = "TKScrollviewKeyboard"

  /// What the variant prints on standard output for `arguments` (help and `--version` included),
  /// or the failure it would print on standard error.
  ///
  /// `setting` sets run options on the parsed command as parsing them would have set them: for the
  /// suites that sweep every scenario to check what a run prints rather than how the command line
  /// reads, since each new argument list costs argument-parser's debug-build checks
  /// (`ParsedCommands`). `OptionSettingTests` checks that both ways print the same.
  func output(_ arguments: [String], setting: (inout RunOptions) -> Void = { _ in })
    throws(CommandFailure) -> String
  {
    switch self {
    case .keyboardSchmeeboard:
      try Self.output(of: SchmeeboardCommand<KeyboardSchmeeboard.App>.self, arguments, setting)
    case .correctedSchmeeboard:
      try Self.output(of: SchmeeboardCommand<CorrectedSchmeeboard.App>.self, arguments, setting)
    case .correctedSchmeeboard2:
      try Self.output(of: SchmeeboardCommand<CorrectedSchmeeboard2.App>.self, arguments, setting)
    case .correctedSchmeeboard3:
      try Self.output(of: SchmeeboardCommand<CorrectedSchmeeboard3.App>.self, arguments, setting)
    case .correctedSchmeeboard4:
      try Self.output(of: SchmeeboardCommand<CorrectedSchmeeboard4.App>.self, arguments, setting)
    case .mudoxKeyboard:
      try Self.output(of: SchmeeboardCommand<MudoxKeyboard.App>.self, arguments, setting)
    case .mwKeyboardAnimation:
      try Self.output(of: SchmeeboardCommand<MWKeyboardAnimation.App>.self, arguments, setting)
    case .medcalfInsets:
      try Self.output(of: SchmeeboardCommand<MedcalfInsets.App>.self, arguments, setting)
    case .tkScrollviewKeyboard:
      try Self.output(of: SchmeeboardCommand<TKScrollviewKeyboard.App>.self, arguments, setting)
    }
  }

  /// What the variant prints on either stream for `arguments`: its output, or its error line.
  func transcript(_ arguments: [String], setting: (inout RunOptions) -> Void = { _ in }) -> String {
    do {
      return try output(arguments, setting: setting)
    } catch {
      return error.line + "\n"
    }
  }

  /// The timeline of this variant, its switches at their defaults, on `device` and `os` through
  /// `scenario`, as a run makes it.
  @MainActor func timeline(_ scenario: Scenario, device: Device, os: Int) throws -> Timeline {
    func run<App: SchmeeboardApp>(_ app: App.Type) throws -> Timeline {
      SchmeeboardRun.timeline(
        of: app, switches: App.shippedSwitches, device: device, os: os, scenario: scenario)
    }
    switch self {
    case .keyboardSchmeeboard: return try run(KeyboardSchmeeboard.App.self)
    case .correctedSchmeeboard: return try run(CorrectedSchmeeboard.App.self)
    case .correctedSchmeeboard2: return try run(CorrectedSchmeeboard2.App.self)
    case .correctedSchmeeboard3: return try run(CorrectedSchmeeboard3.App.self)
    case .correctedSchmeeboard4: return try run(CorrectedSchmeeboard4.App.self)
    case .mudoxKeyboard: return try run(MudoxKeyboard.App.self)
    case .mwKeyboardAnimation: return try run(MWKeyboardAnimation.App.self)
    case .medcalfInsets: return try run(MedcalfInsets.App.self)
    case .tkScrollviewKeyboard: return try run(TKScrollviewKeyboard.App.self)
    }
  }

  private static func output<App>(
    of command: SchmeeboardCommand<App>.Type, _ arguments: [String],
    _ setting: (inout RunOptions) -> Void
  ) throws(CommandFailure) -> String {
    var parsed: SchmeeboardCommand<App>
    do {
      parsed = try ParsedCommands.parse(command, arguments)
    } catch {
      if let failure = command.failure(for: error) { throw failure }
      return command.fullMessage(for: error) + "\n"
    }
    setting(&parsed.runOptions)
    return try parsed.output()
  }
}
