/// The first line of a rewritten file: `#sourceLocation(file: "<user's path>", line: 1)`, so that
/// the compiler reports the user's own file and line numbers.
enum SourceLocationHeader {
  /// The directive naming `path`, followed by `lineBreak`.
  ///
  /// The path is a string literal with `\`, `"` and control characters escaped. The Swift
  /// compiler prints the literal as written, so a path with one of those shows escaped in
  /// diagnostics; there is no other way to write it [M].
  static func text(path: String, lineBreak: String) -> String {
    "#sourceLocation(file: \"\(escaped(path))\", line: 1)" + lineBreak
  }

  /// `text` with `\`, `"` and control characters escaped for a Swift string literal.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
