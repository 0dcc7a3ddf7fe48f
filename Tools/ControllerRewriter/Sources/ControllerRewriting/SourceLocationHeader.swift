/// The first line of a rewritten file: `#sourceLocation(file: "<user's path>", line: 1)`, so that
/// the compiler reports the user's own file and line numbers.
enum SourceLocationHeader {
  /// The directive naming `path`, followed by `lineBreak`.
  ///
  /// The path is a string literal, its `\`, `"` and control characters escaped
  /// (`SwiftStringLiteral`, the lab's, which the glue's literals use too). The Swift compiler
  /// prints the literal as written, so a path with one of those shows escaped in diagnostics;
  /// there is no other way to write it [M].
  static func text(path: String, lineBreak: String) -> String {
    "#sourceLocation(file: \(SwiftStringLiteral.quoting(path)), line: 1)" + lineBreak
  }
}
