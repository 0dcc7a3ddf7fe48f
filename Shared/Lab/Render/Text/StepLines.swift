import SimulatedIOS
import SimulatedUIKit

/// A text timeline's event lines cut at its steps (`TextRenderer.stepLines`), held compactly: each
/// line's time, and each step's lines without their timestamps, kept once however many steps
/// print them. A comparison keeps these for each of its runs: a script that repeats a cycle of
/// steps prints the same lines at later times again and again, and they are held once.
struct StepLines: Sendable {
  /// A step's lines without the timestamps that begin them: their texts one after another in one
  /// string, and each one's length in UTF-8 bytes, as `~length` for a line that began with its
  /// time's timestamp (`NumberFormat.timestamp`), which is left out of the string.
  private struct Shape: Hashable, Sendable {
    var text: String
    var lengths: [Int]
  }

  /// Each step's lines as its shape's index in `shapes` and its first line's in `times`, the
  /// prologue's first.
  private var steps: [(shape: Int32, firstLine: Int)] = []
  /// The steps' shapes, each once.
  private var shapes: [Shape] = []
  /// Every line's time, step after step.
  private var times: [Double] = []
  /// Each shape's index in `shapes`, while the lines are added.
  private var shapeIndices: [Shape: Int32] = [:]

  /// `steps`' lines, held compactly.
  init(_ steps: [[TimelineMerge.Line]]) {
    for step in steps { append(step) }
    shapeIndices = [:]
  }

  /// The lines `renderer` prints of `timeline`, held compactly a step at a time as it makes
  /// them, so that a long run's lines are never all held as strings at once.
  init(of timeline: Timeline, _ renderer: TextRenderer) {
    renderer.forEachStep(of: timeline) { append($0) }
    shapeIndices = [:]
  }

  /// Adds a step's lines: their times, and their shape, the same shape as an earlier step's held
  /// once.
  private mutating func append(_ step: [TimelineMerge.Line]) {
    var count = 0
    var lengths: [Int] = []
    lengths.reserveCapacity(step.count)
    var bodies: [Substring.UTF8View] = []
    bodies.reserveCapacity(step.count)
    for line in step {
      let stamp = NumberFormat.timestamp(line.time)
      let body = line.text.hasPrefix(stamp) ? line.text.utf8.dropFirst(stamp.utf8.count) : nil
      let bytes = body ?? line.text.utf8[...]
      bodies.append(bytes)
      lengths.append(body == nil ? bytes.count : ~bytes.count)
      count += bytes.count
    }
    // A string just as long: one grown by appending holds up to twice its bytes.
    let text = String(unsafeUninitializedCapacity: count) { buffer in
      var end = 0
      for body in bodies {
        let rest = UnsafeMutableBufferPointer(rebasing: buffer[end...])
        end += rest.initialize(fromContentsOf: body)
      }
      return end
    }
    let shape = Shape(text: text, lengths: lengths)
    let index =
      shapeIndices[shape]
      ?? {
        let index = Int32(shapes.count)
        shapes.append(shape)
        shapeIndices[shape] = index
        return index
      }()
    steps.append((index, times.count))
    times += step.map(\.time)
  }

  /// How many steps there are, the prologue counted.
  var count: Int { steps.count }

  /// The lines of step `index` (0 for the prologue).
  subscript(index: Int) -> [TimelineMerge.Line] {
    let shape = shapes[Int(steps[index].shape)]
    let first = steps[index].firstLine
    var start = shape.text.utf8.startIndex
    return shape.lengths.indices.map { line in
      let stamped = shape.lengths[line] < 0
      let length = stamped ? ~shape.lengths[line] : shape.lengths[line]
      let end = shape.text.utf8.index(start, offsetBy: length)
      defer { start = end }
      let time = times[first + line]
      let body = String(Substring(shape.text.utf8[start..<end]))
      return (time, stamped ? NumberFormat.timestamp(time) + body : body)
    }
  }

  /// Step `index`'s times.
  private func times(of index: Int) -> ArraySlice<Double> {
    let first = steps[index].firstLine
    return times[first..<first + shapes[Int(steps[index].shape)].lengths.count]
  }

  /// Where `other` first parts from these lines: the index of its first line that differs, or of
  /// the first line one has and the other not, with that line's time and `other`'s text there
  /// (`nil` when it has none); `nil` when the two are the same line for line.
  func parting(of other: StepLines) -> (index: Int, time: Double, text: String?)? {
    var index = 0
    var step = 0
    // Steps alike (the same lines at the same times) are passed over whole.
    while step < count, step < other.count,
      shapes[Int(steps[step].shape)] == other.shapes[Int(other.steps[step].shape)],
      times(of: step).elementsEqual(other.times(of: step))
    {
      index += shapes[Int(steps[step].shape)].lengths.count
      step += 1
    }
    var mine = (step..<count).lazy.flatMap { self[$0] }.makeIterator()
    var theirs = (step..<other.count).lazy.flatMap { other[$0] }.makeIterator()
    while true {
      switch (mine.next(), theirs.next()) {
      case (nil, nil): return nil
      case (let line?, let otherLine?) where line.text == otherLine.text: index += 1
      case (_, let otherLine?): return (index, otherLine.time, otherLine.text)
      case (let line?, nil): return (index, line.time, nil)
      }
    }
  }
}
