/// Why `schmeeboard --controller` could not build or run the user's controller: what to print on
/// standard error, and the exit status that classifies it, as `sysexits.h` numbers them.
///
/// ```text
/// error: no such file or folder: Sources/KeyboardViewController.swift
/// /work/app/KeyboardViewController.swift:14:23: error: cannot find 'keyboardHeight' in scope
/// ```
struct DriverFailure: Error, Equatable {
  /// The class of failure, and the process's exit status for it.
  enum Status: Int32 {
    /// `EX_USAGE`: no controller class, several of them without `--class`, an unknown `--class`.
    case usage = 64
    /// `EX_DATAERR`: the user's code does not compile, or cannot be rewritten for Linux.
    case dataError = 65
    /// `EX_NOINPUT`: a file or folder that is not there, or not Swift.
    case noInput = 66
    /// `EX_UNAVAILABLE`: the Swift toolchain, needed to compile the user's code, is not found.
    case unavailable = 69
    /// `EX_SOFTWARE`: the lab itself failed (its rewriter does not build, a run's process died).
    case software = 70
    /// `EX_IOERR`: the cache of compiled controllers cannot be written.
    case ioError = 74
  }

  /// The class of failure, whose raw value is the exit status.
  var status: Status
  /// What to print, without a trailing newline: one `error:` line, or the compiler's own lines.
  var text: String

  /// A failure told in one line: `error: message`, its control characters escaped (a file's name
  /// may hold them).
  init(_ status: Status, _ message: String) {
    self.status = status
    text = "error: " + message.controlCharactersEscaped
  }

  /// A failure the compiler (or the rewriter) told in its own lines, printed as they are.
  init(_ status: Status, diagnostics: String) {
    self.status = status
    text = diagnostics
  }
}
