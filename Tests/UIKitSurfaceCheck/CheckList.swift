/// The behaviours the check states, each with whether the code showed it: printed one a line,
/// `PASS` or `FAIL` and the statement, for `UIKitSurfaceTests` to read.
final class CheckList {
  private(set) var lines: [String] = []

  /// States `statement`, which holds when `holds` is true.
  func expect(_ holds: Bool, _ statement: String) {
    lines.append((holds ? "PASS " : "FAIL ") + statement)
  }
}
