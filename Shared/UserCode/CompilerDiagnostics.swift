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
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if let header = Header(line), originals.contains(header.file) || header.file == glue {
        skippingQuote = true
        guard seen.insert(String(line)).inserted else { continue }
        if header.file == glue {
          lines.append("(the lab's generated glue for your controller) " + header.message)
          continue
        }
        lines.append(String(line))
        if let source = sourceLine(header.file, header.line) {
          lines.append(source)
          lines.append(String(repeating: " ", count: max(0, header.column - 1)) + "^")
        }
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

  /// `file:line:column: kind: message`.
  private struct Header {
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
