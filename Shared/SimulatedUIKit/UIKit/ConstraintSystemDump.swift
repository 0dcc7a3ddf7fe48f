#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every system the constraint solver solves, one a line in JSON, appended to the file the
/// environment variable `SCHMEEBOARD_SOLVER_DUMP` names, for `scripts/solver-check` to solve
/// again with a Cassowary solver and compare (docs/testing.md). Unset, nothing is written; the
/// lab's output is the same either way.
enum ConstraintSystemDump {
  /// The file, opened for appending once a process first solves; -1 when none is named, or it
  /// cannot be opened (the check then finds no systems, and says so).
  private static let descriptor: Int32 = {
    guard let path = getenv("SCHMEEBOARD_SOLVER_DUMP") else { return -1 }
    return open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
  }()

  /// Whether the systems are written.
  static var isOn: Bool { descriptor >= 0 }

  /// Appends `line` and a newline, in one write, so that processes writing to the same file do
  /// not interleave within a line.
  static func append(_ line: String) {
    var bytes = Array(line.utf8)
    bytes.append(UInt8(ascii: "\n"))
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }
}
