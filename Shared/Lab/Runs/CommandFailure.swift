import SimulatedIOS

/// Why a command of the lab could not do what it was asked: one line for standard error, and the
/// exit status that classifies it, as `sysexits.h` numbers them. It is the one failure every
/// layer throws, a run of a user's controller in a process of its own as much as the command line
/// reading its options, and each executable has one place that prints it and exits with its
/// status (`SchmeeboardCommand.main(_:)`, and the driver's `ControllerDriver.main()`).
///
/// ```text
/// error: iPhone 7 did not run iOS 6; it ran iOS 10 to 13 (modelled here: 10 to 11)
/// rotate.txt:3:9: error: unknown orientation 'lanscape-left'; expected one of portrait, …
/// error: KeyboardViewController hangs: its code did not return within 5 s (--run-timeout), …
/// /work/app/KeyboardViewController.swift:14:23: error: cannot find 'keyboardHeight' in scope
/// ```
public struct CommandFailure: Error, Equatable, Sendable {
  /// The class of failure, and the process's exit status for it.
  public enum Status: Int32, Sendable {
    /// `EX_USAGE`: an unknown option, a bad value, an impossible device and iOS pair; for a
    /// user's controller, no controller class, several of them without `--class`, an unknown
    /// `--class`.
    case usage = 64
    /// `EX_DATAERR`: a scenario file that is malformed, empty, binary or too large; a user's code
    /// that does not compile, or cannot be rewritten for Linux.
    case dataError = 65
    /// `EX_NOINPUT`: a scenario file, or a user's file or folder, that is missing or cannot be
    /// read.
    case noInput = 66
    /// `EX_UNAVAILABLE`: the Swift toolchain, needed to compile a user's code, is not found.
    case unavailable = 69
    /// `EX_SOFTWARE`: the lab itself failed, or a run of a user's controller did (its code
    /// trapped, hung or called `exit()`; its process died).
    case software = 70
    /// `EX_IOERR`: the output could not be written (a full disk, a closed standard output), so
    /// that a script never takes a lost report for a run that passed; the cache of compiled
    /// controllers cannot be written.
    case ioError = 74
  }

  /// The class of failure, whose raw value is the exit status.
  public var status: Status
  /// What to print, without a trailing newline: one line, or the compiler's own lines
  /// (`init(_:diagnostics:)`).
  public var line: String

  /// A failure that concerns the command as a whole: `error: message`, in one line, its control
  /// characters escaped (a file's name may hold them; `SwiftStringLiteral`).
  public init(_ status: Status, _ message: String) {
    self.status = status
    line = SwiftStringLiteral.escapingControls(Self.oneLine("error: \(message)"))
  }

  /// A failure the compiler (or the rewriter) told in its own lines, about a user's files,
  /// printed as they are.
  public init(_ status: Status, diagnostics: String) {
    self.status = status
    line = diagnostics
  }

  /// A failure at a place in a scenario file, in the form editors jump to:
  /// `file:line:column: error: message`.
  public init(_ error: ScenarioError) {
    status = .dataError
    line = Self.oneLine("\(error.file):\(error.line):\(error.column): error: \(error.message)")
  }

  // One line is the contract, whatever a message carries: argument-parser lists six or more
  // choices one per line, and a file system's description or a path may hold a line break.
  private static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).map(trimmingWhitespace).joined(separator: " ")
  }

  /// `text` without the spaces and tabs at either end, scalar by scalar, as Foundation's
  /// `trimmingCharacters(in: .whitespaces)` trims on Linux: a tab, a zero-width space (U+200B) or
  /// any space separator (Unicode's Zs).
  static func trimmingWhitespace(_ text: Substring) -> String {
    func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
      let last = scalars.lastIndex(where: { !isWhitespace($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}
