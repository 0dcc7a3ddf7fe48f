/// Whether a file's code, outside its comments and string literals, holds a run of more than
/// `limit` `[` opened one directly inside another (`[[[[1]]]]`, whitespace and line breaks
/// between them allowed), and where.
///
/// swift-syntax's parser takes time that doubles with each `[` of such a run (it looks ahead for
/// an array type at each), some 4 s at 18 in the rewriter's debug build, and overflows its stack
/// in the thousands; so the rewriter refuses a file past `limit` before it parses it [M]. A run
/// interrupted by anything else (`[1, [2, [3]]]`) is parsed in linear time and is not counted.
struct BracketChain {
  /// The most `[` directly nested the rewriter parses.
  static let limit = 12

  /// Where the first run's `limit + 1`-th `[` is, line and UTF-8 column from 1; `nil` when no
  /// run is that long.
  private(set) var excess: (line: Int, column: Int)?

  /// Scans `text`.
  init(_ text: String) {
    let bytes = Array(text.utf8)
    var index = 0
    var line = 1
    var lineStart = 0
    var run = 0
    var longest = 0
    func at(_ offset: Int) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
        lineStart = index + 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        break
      case UInt8(ascii: "["):
        run += 1
        if run > longest {
          longest = run
          if run == Self.limit + 1 { excess = (line, index - lineStart + 1) }
        }
      case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        continue
      case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
        var depth = 0
        repeat {
          if at(0) == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
            depth += 1
            index += 1
          } else if at(0) == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
            depth -= 1
            index += 1
          } else if at(0) == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
          }
          index += 1
        } while depth > 0 && index < bytes.count
        run = 0
        continue
      case UInt8(ascii: "\""):
        let multiline = at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        while index < bytes.count {
          if bytes[index] == UInt8(ascii: "\\") {
            index += 2
            continue
          }
          if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
          }
          if bytes[index] == UInt8(ascii: "\""),
            !multiline || (at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\""))
          {
            index += multiline ? 3 : 1
            break
          }
          index += 1
        }
        run = 0
        continue
      default:
        run = 0
      }
      index += 1
    }
  }
}
