import Foundation
import Synchronization

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

  /// Held while a page is read, changed and written again: several suites record parts of one page
  /// (`docs/variants.md` has two rankings, examples and generated phrases), side by side, and a
  /// write made from an earlier read would lose another suite's part.
  private static let pages = Mutex(())

  /// Rewrites the page at `url` with what `change` makes of its text, read afresh, while no other
  /// recorder rewrites a page; writes nothing when the text does not change.
  public static func rewrite(_ url: URL, _ change: (String) throws -> String) throws {
    try pages.withLock { _ in
      let text = try String(contentsOf: url, encoding: .utf8)
      let changed = try change(text)
      if changed != text { try changed.write(to: url, atomically: true, encoding: .utf8) }
    }
  }
}
