import Foundation

/// Whether this test run re-records what it compares against, which two records still are:
/// `RECORD=1 swift test --filter RuleFlipTests` searches where each rule's flip first shows (a
/// flip, `RuleFlip`, is internal to the simulated iOS: only a test reaches it), and `RECORD=1 swift
/// test --filter YourOwnControllerPageTests` pastes what the driver prints into
/// `docs/your-own-controller.md` (run by `UserCodeTests`' own `DriverRun`). Every other file the
/// code writes, `swift run schmeeboard-generate` writes (`GeneratedFile`). Read the diff before
/// committing it: a recorded file that shows a wrong behaviour is a bug, not a new baseline.
public enum Recording {
  /// `RECORD` is set in the environment.
  public static var isOn: Bool {
    ProcessInfo.processInfo.environment["RECORD"] != nil
  }
}
