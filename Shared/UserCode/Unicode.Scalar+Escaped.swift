extension Unicode.Scalar {
  /// A control character (a line break, a tab, ESC, DEL, a C1 control) written as Swift writes it
  /// in a string literal, `\u{1b}`; `nil` for any other character. A file's name may hold them:
  /// the glue's literals and the driver's messages print them so, never raw to a terminal.
  var escapedControl: String? {
    properties.generalCategory == .control ? "\\u{\(String(value, radix: 16))}" : nil
  }
}

extension String {
  /// The text with its control characters escaped (`Unicode.Scalar.escapedControl`), for a line
  /// printed on a terminal.
  var controlCharactersEscaped: String {
    unicodeScalars.map { $0.escapedControl ?? String($0) }.joined()
  }
}
