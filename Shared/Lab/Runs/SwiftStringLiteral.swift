/// Text as a Swift string literal spells it: what the lab generates as Swift source (the glue of
/// a user's controller) and what it prints on a terminal (a failure's line) write a control
/// character (a line break, a tab, ESC, DEL, a C1 control) as `\u{1b}`, so that a file's name
/// holding one neither breaks the source nor reaches the terminal raw.
public enum SwiftStringLiteral {
  /// `text` as a Swift string literal, in quotes: its quotes and backslashes escaped, and its
  /// control characters written as `\u{…}`.
  public static func quoting(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      default: escaped += escapedControl(scalar) ?? String(scalar)
      }
    }
    return escaped + "\""
  }

  /// `text` with its control characters written as in a literal, `\u{1b}`, and the rest as it is:
  /// for a line printed on a terminal.
  public static func escapingControls(_ text: String) -> String {
    text.unicodeScalars.map { escapedControl($0) ?? String($0) }.joined()
  }

  /// `scalar` written as `\u{1b}` when it is a control character; `nil` for any other.
  private static func escapedControl(_ scalar: Unicode.Scalar) -> String? {
    scalar.properties.generalCategory == .control
      ? "\\u{\(String(scalar.value, radix: 16))}" : nil
  }
}
