import FoundationEssentials

/// The compiler's diagnostics as the user should read them: the rewritten copy begins with
/// `#sourceLocation(file:line:)`, so each header already names the user's own file and line;
/// the source line the compiler quotes under it is the copy's, so it is replaced with the user's
/// own line and a caret under the column.
///
/// ```text
/// /work/app/KeyboardViewController.swift:14:23: error: cannot find 'keyboardHeight' in scope
///         let inset = keyboardHeight - view.safeAreaInsets.bottom
///                     ^
/// ```
struct CompilerDiagnostics {
  /// The user's files, absolute.
  var originals: [String]
  /// The generated glue's path, whose diagnostics say the lab's glue did not compile.
  var glue: String

  /// `output` (the compiler's, LLVM style) with the user's lines under each header, each
  /// diagnostic once, and the glue's named as the lab's.
  func userFacing(_ output: String) -> String {
    var lines: [String] = []
    var seen = Set<String>()
    var skippingQuote = false
    let output = output.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in output.enumerated() {
      if var header = Header(line), originals.contains(header.file) || header.file == glue {
        skippingQuote = true
        guard seen.insert(String(line)).inserted else { continue }
        if header.file == glue {
          lines.append("(the lab's generated glue for your controller) " + header.message)
          continue
        }
        guard let source = sourceLine(header.file, header.line) else {
          lines.append(String(line))
          continue
        }
        // The column is the copy's; a rewrite earlier on the line moved it.
        if index + 1 < output.count, Header(output[index + 1]) == nil {
          header.column = Self.column(header.column, in: output[index + 1], of: source)
        }
        lines.append("\(header.file):\(header.line):\(header.column): \(header.message)")
        lines.append(source)
        lines.append(String(repeating: " ", count: max(0, header.column - 1)) + "^")
      } else if skippingQuote, !line.contains(": error: "), !line.contains(": warning: "),
        !line.contains(": note: ")
      {
        continue  // the copy's quoted line and caret, already replaced
      } else {
        skippingQuote = false
        if !line.isEmpty, seen.insert(String(line)).inserted { lines.append(String(line)) }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The column in the user's `original` line of the byte at `column` (from 1) in the rewritten
  /// `copy` of it: the same before the first byte that differs, moved by the difference in
  /// length after the last, and the rewritten construct's first column inside it.
  static func column(_ column: Int, in copy: Substring, of original: String) -> Int {
    let copy = Array(copy.utf8)
    let original = Array(original.utf8)
    let prefix = zip(copy, original).prefix { $0 == $1 }.count
    let limit = min(copy.count, original.count) - prefix
    let suffix = zip(copy.reversed(), original.reversed()).prefix(limit).prefix { $0 == $1 }.count
    if column <= prefix { return column }
    if column > copy.count - suffix { return column - (copy.count - original.count) }
    return prefix + 1
  }

  /// Line `number` of the file at `path`, as the user wrote it.
  private func sourceLine(_ path: String, _ number: Int) -> String? {
    guard let data = try? Data(contentsOf: URL(filePath: path)) else { return nil }
    let lines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard number >= 1, number <= lines.count else { return nil }
    var line = String(lines[number - 1])
    if line.hasSuffix("\r") { line.removeLast() }
    return line
  }

  /// `file:line:column: kind: message`, a line of the compiler's (also read by
  /// `UnmodelledSwiftUI`).
  struct Header {
    var file: String
    var line: Int
    var column: Int
    var message: String

    init?(_ text: Substring) {
      let parts = text.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
      guard parts.count == 4, let line = Int(parts[1]), let column = Int(parts[2]) else {
        return nil
      }
      let kind = parts[3].drop { $0 == " " }
      guard kind.hasPrefix("error:") || kind.hasPrefix("warning:") || kind.hasPrefix("note:")
      else { return nil }
      file = String(parts[0])
      self.line = line
      self.column = column
      message = String(kind)
    }
  }
}
