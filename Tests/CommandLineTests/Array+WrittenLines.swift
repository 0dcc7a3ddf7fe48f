extension [String] {
  /// The lines `write` writes to a string, without their newlines: a picture's elements, which
  /// the renderers stream one a line.
  init(linesWrittenBy write: (inout String) -> Void) {
    var text = ""
    write(&text)
    self = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }
}
