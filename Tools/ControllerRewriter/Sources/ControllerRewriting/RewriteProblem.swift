/// A construct in the user's code that cannot be rewritten for Linux, where it is.
public struct RewriteProblem: Sendable, Equatable {
  /// The user's file (absolute path).
  public let path: String
  /// The line, from 1.
  public let line: Int
  /// The column, from 1, in UTF-8 bytes as the Swift compiler counts it.
  public let column: Int
  /// What cannot be rewritten and why, in one sentence.
  public let message: String

  /// The problem in the compiler's format, `<path>:<line>:<column>: error: <message>`, so that
  /// editors and the driver treat it like a compiler diagnostic.
  public var diagnostic: String {
    "\(path):\(line):\(column): error: \(message)"
  }
}
