import Foundation

/// Whether this test run re-records what it compares against: `RECORD=1 swift test` rewrites every
/// golden timeline, `MATRIX.md`, the rankings in `docs/variants.md`, the examples of the README and
/// of the pages `ShellExamplePages` names, and the pictures under `docs/images`, from what the code
/// prints now. Read the diff before committing it: a recorded
/// file that shows a wrong behaviour is a bug, not a new baseline.
public enum Recording {
  /// `RECORD` is set in the environment.
  public static var isOn: Bool {
    ProcessInfo.processInfo.environment["RECORD"] != nil
  }
}
