import SimulatedUIKit

/// A text timeline's event lines cut at its steps (`TextRenderer.stepLines`), held compactly: each
/// step's lines in one string, with each line's time and length. A comparison keeps these for
/// each of its runs, some ten times smaller than a string for every line.
struct StepLines: Sendable {
  /// Each step's lines, the prologue's first, one after another with nothing between them.
  private var texts: [String]
  /// Each step's lines' times and lengths in UTF-8 bytes.
  private var lines: [[(time: Double, length: Int)]]

  /// `steps`' lines, held compactly.
  init(_ steps: [[TimelineMerge.Line]]) {
    texts = []
    lines = []
    for step in steps { append(step) }
  }

  /// The lines `renderer` prints of `timeline`, held compactly a step at a time as it makes
  /// them, so that a long run's lines are never all held as strings at once.
  init(of timeline: Timeline, _ renderer: TextRenderer) {
    texts = []
    lines = []
    renderer.forEachStep(of: timeline) { append($0) }
  }

  /// Adds a step's lines, their text in a string just as long: one grown by appending (`joined`)
  /// holds up to twice its bytes, for as long as the comparison lives.
  private mutating func append(_ step: [TimelineMerge.Line]) {
    let count = step.reduce(0) { $0 + $1.text.utf8.count }
    texts.append(
      String(unsafeUninitializedCapacity: count) { buffer in
        var end = 0
        for line in step {
          let rest = UnsafeMutableBufferPointer(rebasing: buffer[end...])
          end += rest.initialize(fromContentsOf: line.text.utf8)
        }
        return end
      })
    lines.append(step.map { ($0.time, $0.text.utf8.count) })
  }

  /// How many steps there are, the prologue counted.
  var count: Int { texts.count }

  /// The lines of step `index` (0 for the prologue).
  subscript(index: Int) -> [TimelineMerge.Line] {
    slices(of: index).map { ($0.time, String($0.text)) }
  }

  /// Where `other` first parts from these lines: the index of its first line that differs, or of
  /// the first line one has and the other not, with that line's time and `other`'s text there
  /// (`nil` when it has none); `nil` when the two are the same line for line.
  func parting(of other: StepLines) -> (index: Int, time: Double, text: String?)? {
    var index = 0
    var step = 0
    // Steps alike to the byte are passed over whole.
    while step < count, step < other.count,
      lines[step].elementsEqual(other.lines[step], by: { $0.length == $1.length }),
      texts[step].utf8.elementsEqual(other.texts[step].utf8)
    {
      index += lines[step].count
      step += 1
    }
    var mine = (step..<count).lazy.flatMap(slices(of:)).makeIterator()
    var theirs = (step..<other.count).lazy.flatMap(other.slices(of:)).makeIterator()
    while true {
      switch (mine.next(), theirs.next()) {
      case (nil, nil): return nil
      case (let line?, let otherLine?) where line.text == otherLine.text: index += 1
      case (_, let otherLine?): return (index, otherLine.time, String(otherLine.text))
      case (let line?, nil): return (index, line.time, nil)
      }
    }
  }

  /// The lines of step `index`, each a slice of its step's string.
  private func slices(of index: Int) -> [(time: Double, text: Substring)] {
    let text = texts[index]
    var start = text.utf8.startIndex
    return lines[index].map { line in
      let end = text.utf8.index(start, offsetBy: line.length)
      defer { start = end }
      return (line.time, Substring(text.utf8[start..<end]))
    }
  }
}
