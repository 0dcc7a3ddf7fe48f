/// One change to a file's text: the UTF-8 bytes `range` of the original are replaced by
/// `replacement`.
///
/// Every edit keeps the original's line breaks: `blanking(_:in:)` turns each byte into a space but
/// keeps `\n` and `\r`, and `replacing(_:in:with:)` appends the line breaks the replaced text had,
/// so each line after the edit keeps its line number.
struct SourceEdit: Sendable, Equatable {
  /// The replaced bytes, as UTF-8 offsets into the original file.
  let range: Range<Int>
  /// The new bytes.
  let replacement: [UInt8]

  /// Removes the bytes `range` of `original`, leaving one space per byte so that the columns after
  /// them stay where they were, and every line break.
  static func blanking(_ range: Range<Int>, in original: [UInt8]) -> SourceEdit {
    let spaces = original[range].map { isLineBreak($0) ? $0 : UInt8(ascii: " ") }
    return SourceEdit(range: range, replacement: spaces)
  }

  /// Replaces the bytes `range` of `original` with `text`, followed by the line breaks the
  /// replaced bytes held (so the lines after it keep their numbers), and padded with spaces to
  /// the replaced length when `text` is shorter and on one line.
  static func replacing(_ range: Range<Int>, in original: [UInt8], with text: String)
    -> SourceEdit
  {
    var replacement = Array(text.utf8)
    let lineBreaks = original[range].filter(isLineBreak)
    if lineBreaks.isEmpty {
      let padding = max(0, range.count - replacement.count)
      replacement += Array(repeating: UInt8(ascii: " "), count: padding)
    } else {
      replacement += lineBreaks
    }
    return SourceEdit(range: range, replacement: replacement)
  }

  /// `text` with the edits applied, last first, every other byte unchanged. The edits do not
  /// overlap: each is a distinct attribute, modifier, import or `#` expression.
  static func apply(_ edits: [SourceEdit], to text: [UInt8]) -> [UInt8] {
    var result = text
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      result.replaceSubrange(edit.range, with: edit.replacement)
    }
    return result
  }

  /// Whether `byte` is `\n` or `\r`, the bytes of a line break.
  private static func isLineBreak(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }
}
