extension TextOutputStream {
  /// Writes `lines`, each followed by a newline: how the renderers hand on a long output a piece at
  /// a time.
  mutating func write(lines: [String]) {
    for line in lines {
      write(line: line)
    }
  }

  /// Writes `line` followed by a newline: how a picture streams its elements, one a line, where
  /// an array of them would hold a long run's hundreds of thousands at once.
  mutating func write(line: String) {
    write(line)
    write("\n")
  }
}
