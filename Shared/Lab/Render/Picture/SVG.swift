import SimulatedUIKit

/// The few things every SVG and HTML renderer writes the same way: escaped text, numbers with
/// fixed rounding, and elements whose attributes keep the order given.
enum SVG {
  /// `text` safe inside an element or a quoted attribute: each `&`, `<`, `>`, `"` and `'` that
  /// is a character of its own becomes an entity; one a neighbour joins into a larger character
  /// (an accent after it, a prepended mark before it) stays as it is.
  static func escape(_ text: String) -> String {
    var text = text
    // The bytes of a multi-byte UTF-8 sequence are never ASCII: a byte search finds every one.
    let escaped = text.withUTF8 { bytes -> String? in
      guard bytes.contains(where: isSpecial) else { return nil }
      var escaped: [UInt8] = []
      escaped.reserveCapacity(bytes.count + bytes.count / 8)
      var start = 0
      while let special = bytes[start...].firstIndex(where: isSpecial) {
        escaped += bytes[start..<special]
        if let entity = entity(for: bytes[special]), standsAlone(special, in: bytes) {
          escaped += entity.utf8
        } else {
          escaped.append(bytes[special])
        }
        start = special + 1
      }
      escaped += bytes[start...]
      return String(decoding: escaped, as: UTF8.self)
    }
    return escaped ?? text
  }

  /// Whether `byte` is one of the characters `escape` replaces.
  private static func isSpecial(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
      || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
  }

  /// The entity for the byte of a character `escape` replaces; `nil` for any other byte.
  private static func entity(for byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    case UInt8(ascii: "\""): "&quot;"
    case UInt8(ascii: "'"): "&#39;"
    default: nil
    }
  }

  /// Whether the ASCII character at `index` of the UTF-8 `bytes` is a character (a grapheme
  /// cluster) of its own: whether, with the scalar before it and with the one after it, it makes
  /// as many characters as scalars. Only those neighbours can join it to theirs: a prepended mark
  /// before it, an accent or a joiner after it (Unicode's grapheme break rules GB9 to GB9b).
  private static func standsAlone(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    func isContinuation(_ byte: UInt8) -> Bool { byte & 0b1100_0000 == 0b1000_0000 }
    var before = index
    if before > 0 { before -= 1 }
    while before > 0, isContinuation(bytes[before]) { before -= 1 }
    var after = index + 1
    if after < bytes.count { after += 1 }
    while after < bytes.count, isContinuation(bytes[after]) { after += 1 }
    return [bytes[before...index], bytes[index..<after]].allSatisfy { pair in
      let text = String(decoding: UnsafeBufferPointer(rebasing: pair), as: UTF8.self)
      return text.count == text.unicodeScalars.count
    }
  }

  /// How wide `text` is drawn `size` pixels high, estimated from each character's class: an
  /// upper bound of DejaVu Sans's advances, the font the browser check's Chromium picks for
  /// `Helvetica, Arial, sans-serif` and wider than Helvetica, so that an estimate that keeps
  /// labels apart never falls short (a label of capitals, `UIKeyboardFrameEndUserInfoKey`, is
  /// some 0.61 of the size a character there, lower case some 0.46).
  static func estimatedWidth(of text: some StringProtocol, size: Double) -> Double {
    text.unicodeScalars.reduce(0) { $0 + share(of: $1) } * size
  }

  /// A character's advance as a share of the font size, rounded up from DejaVu Sans's by class.
  private static func share(of scalar: Unicode.Scalar) -> Double {
    switch scalar {
    case "i", "j", "l", "'", "|", ".", ",", ":", ";", "!": 0.3
    case "f", "t", "r", " ", "(", ")", "[", "]", "-", "/": 0.42
    case "m", "w", "M", "W": 1.0
    case "A"..."Z": 0.8
    case "a"..."z", "0"..."9": 0.65
    default: 1.0
    }
  }

  /// The longest start of `text` that fits in `room` pixels at `size` with `…` after it, or
  /// `text` itself when it fits whole; empty when not even `…` fits.
  static func shortened(_ text: String, toFit room: Double, size: Double) -> String {
    guard estimatedWidth(of: text, size: size) > room else { return text }
    // Each start's width, a character longer each time: `widths[k]` is the first k characters'
    // shares summed in order, as `estimatedWidth` sums them, so that the longest start that fits
    // is found without measuring every start again (a long run's chart cuts thousands).
    var ends = [text.startIndex]
    var widths = [0.0]
    var sum = 0.0
    var start = text.startIndex
    while start < text.endIndex {
      let end = text.index(after: start)
      for scalar in text[start..<end].unicodeScalars { sum += share(of: scalar) }
      ends.append(end)
      widths.append(sum)
      start = end
    }
    var kept = ends.count - 1
    while kept > 0, widths[kept] * size + share(of: "…") * size > room { kept -= 1 }
    return estimatedWidth(of: "…", size: size) > room ? "" : text[..<ends[kept]] + "…"
  }

  /// A coordinate or length: to a hundredth of a pixel, without trailing zeros, never `-0`.
  static func number(_ value: Double) -> String {
    NumberFormat.trimmed((value * 100).rounded() / 100 + 0, decimals: 2)
  }

  /// `number(value)`'s bytes appended to `bytes`.
  static func append(number value: Double, to bytes: inout [UInt8]) {
    NumberFormat.append(trimmed: (value * 100).rounded() / 100 + 0, decimals: 2, to: &bytes)
  }

  /// An attribute whose value is a number.
  static func attribute(_ name: String, _ value: Double) -> (String, String) {
    (name, number(value))
  }

  /// `<name a="1" …/>`, or with `content` (already escaped) `<name …>content</name>`.
  static func element(_ name: String, _ attributes: [(String, String)], content: String? = nil)
    -> String
  {
    // Written as bytes: a picture has some hundred thousand elements, and appending to a
    // `String` piece by piece costs several times more.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(160)
    append(name, attributes, content: content, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `element(name, attributes, content: content)`'s bytes appended to `bytes`.
  static func append(
    _ name: String, _ attributes: [(String, String)], content: String? = nil,
    to bytes: inout [UInt8]
  ) {
    bytes.append(UInt8(ascii: "<"))
    bytes += name.utf8
    append(attributes: attributes, to: &bytes)
    if let content {
      bytes.append(UInt8(ascii: ">"))
      bytes += content.utf8
      bytes += "</".utf8
      bytes += name.utf8
      bytes.append(UInt8(ascii: ">"))
    } else {
      bytes += "/>".utf8
    }
  }

  /// ` a="1" b="x"`: `attributes`, their values escaped, appended to `bytes`.
  private static func append(attributes: [(String, String)], to bytes: inout [UInt8]) {
    for (attribute, value) in attributes {
      bytes.append(UInt8(ascii: " "))
      bytes += attribute.utf8
      bytes += "=\"".utf8
      bytes += escape(value).utf8
      bytes.append(UInt8(ascii: "\""))
    }
  }

  /// `<name first="…" a="1" …/>` whose first attribute's value is `value`, bytes with nothing to
  /// escape (numbers, commas, spaces and letters: a path of thousands of points), put in as they
  /// are.
  static func element(
    _ name: String, _ first: String, bytes value: [UInt8], _ attributes: [(String, String)]
  ) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(value.count + 160)
    bytes += "<\(name) \(first)=\"".utf8
    bytes += value
    bytes.append(UInt8(ascii: "\""))
    append(attributes: attributes, to: &bytes)
    bytes += "/>".utf8
    return String(decoding: bytes, as: UTF8.self)
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
