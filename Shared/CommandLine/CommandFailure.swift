import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// Why the command could not do what it was asked: one line for standard error, and the exit
/// status that classifies it, as `sysexits.h` numbers them.
///
/// ```text
/// error: iPhone 7 did not run iOS 6; it ran iOS 10 to 13 (modelled here: 10 to 11)
/// rotate.txt:3:9: error: unknown orientation 'lanscape-left'; expected one of portrait, …
/// ```
public struct CommandFailure: Error, Equatable, Sendable {
  /// The class of failure, and the process's exit status for it.
  public enum Status: Int32, Sendable {
    /// `EX_USAGE`: an unknown option, a bad value, an impossible device and iOS pair.
    case usage = 64
    /// `EX_DATAERR`: a scenario file that is malformed, empty, binary or too large.
    case dataError = 65
    /// `EX_NOINPUT`: a scenario file that is missing or cannot be read.
    case noInput = 66
    /// `EX_IOERR`: the output could not be written (a full disk, a closed standard output), so
    /// that a script never takes a lost report for a run that passed.
    case ioError = 74
  }

  /// The class of failure, whose raw value is the exit status.
  public var status: Status
  /// The line to print, without a trailing newline.
  public var line: String

  /// A failure that concerns the command line as a whole: `error: message`.
  public init(_ status: Status, _ message: String) {
    self.status = status
    line = Self.oneLine("error: \(message)")
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
