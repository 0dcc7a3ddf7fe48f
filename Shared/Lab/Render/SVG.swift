import SimulatedUIKit

/// The few things every SVG and HTML renderer writes the same way: escaped text, numbers with
/// fixed rounding, and elements whose attributes keep the order given.
enum SVG {
  /// `text` safe inside an element or a quoted attribute.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// A coordinate or length: to a hundredth of a pixel, without trailing zeros, never `-0`.
  static func number(_ value: Double) -> String {
    var text = NumberFormat.fixed((value * 100).rounded() / 100 + 0, decimals: 2)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// An attribute whose value is a number.
  static func attribute(_ name: String, _ value: Double) -> (String, String) {
    (name, number(value))
  }

  /// `<name a="1" …/>`, or with `content` (already escaped) `<name …>content</name>`.
  static func element(_ name: String, _ attributes: [(String, String)], content: String? = nil)
    -> String
  {
    let attributes = attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    guard let content else { return "<\(name)\(attributes)/>" }
    return "<\(name)\(attributes)>\(content)</\(name)>"
  }

  /// A rectangle.
  static func rect(
    x: Double, y: Double, width: Double, height: Double, _ attributes: [(String, String)] = []
  ) -> String {
    element(
      "rect",
      [
        attribute("x", x), attribute("y", y), attribute("width", max(0, width)),
        attribute("height", max(0, height)),
      ] + attributes)
  }

  /// A line of text at `(x, y)`, the baseline's start (or middle or end, by `anchor`).
  static func text(
    _ text: String, x: Double, y: Double, size: Double = 11, anchor: String = "start",
    _ attributes: [(String, String)] = []
  ) -> String {
    element(
      "text",
      [
        attribute("x", x), attribute("y", y), attribute("font-size", size),
        ("text-anchor", anchor),
      ] + attributes, content: escape(text))
  }

  /// A line from `(x1, y1)` to `(x2, y2)`.
  static func line(
    x1: Double, y1: Double, x2: Double, y2: Double, _ attributes: [(String, String)]
  ) -> String {
    element(
      "line",
      [attribute("x1", x1), attribute("y1", y1), attribute("x2", x2), attribute("y2", y2)]
        + attributes)
  }
}
