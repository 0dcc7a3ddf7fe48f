extension TextOutputStream {
  /// Writes `lines`, each followed by a newline: how the renderers hand on a long output a piece at
  /// a time.
  mutating func write(lines: [String]) {
    for line in lines {
      write(line)
      write("\n")
    }
  }
}
