extension ScenarioParser {
  /// Where a file chose its device and iOS version, and where its first step is: each may be
  /// chosen once, before the steps, and a second choice or a late one is refused naming both
  /// places.
  ///
  /// ```text
  /// mine.txt:4:1: error: 'ios' is given twice, at 2:1 and 4:1; give it once
  /// mine.txt:3:1: error: 'device' comes after the first step, at 2:1; give it before the steps
  /// ```
  struct SetupLines {
    private var chosen: [(keyword: String, line: Int, column: Int)] = []
    private var firstStep: (line: Int, column: Int)?

    /// Notes `keyword` (`device` or `ios`) on `line`, refusing a second one or one after a step.
    mutating func choose(_ keyword: Word, on line: Line) throws(ScenarioError) {
      let here = "\(line.number):\(keyword.column)"
      if let earlier = chosen.first(where: { $0.keyword == keyword.text }) {
        throw line.error(
          at: keyword,
          "'\(keyword.text)' is given twice, at \(earlier.line):\(earlier.column) and \(here); "
            + "give it once")
      }
      if let firstStep {
        throw line.error(
          at: keyword,
          "'\(keyword.text)' comes after the first step, at \(firstStep.line):\(firstStep.column); "
            + "give it before the steps")
      }
      chosen.append((keyword.text, line.number, keyword.column))
    }

    /// Notes a step on `line`, starting at `word`; only the first is kept.
    mutating func step(_ word: Word, on line: Line) {
      if firstStep == nil { firstStep = (line.number, word.column) }
    }
  }
}
