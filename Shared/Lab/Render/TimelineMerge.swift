import SimulatedUIKit

/// Lines of several timelines merged into one: lines every timeline shares once, and where they
/// part, each timeline's own lines, grouped by time.
///
/// The timelines run the same script, so they are aligned step by step: each step's lines merge
/// with the same step's lines of the others only, and the cost grows with the script's length,
/// not its square. Within a step, the shared lines are a longest common subsequence of all the
/// timelines, found one timeline at a time (exact for two, a good approximation for more).
enum TimelineMerge {
  /// A line of one timeline: its time and its text.
  typealias Line = (time: Double, text: String)

  /// A piece of the merged timeline.
  enum Piece: Equatable {
    /// A line every timeline has.
    case shared(String)
    /// Lines only some timelines have at one time: the timeline's index, and its lines.
    case own(Int, [String])
  }

  /// The merged pieces of `timelines`, each cut at its steps (the prologue, then each step's
  /// lines): the prologues merged, then the first steps' lines, and so on; a timeline with fewer
  /// steps has no lines for the later ones. Each step merges as the sequence reaches it.
  static func merge(steps timelines: [StepLines]) -> some Sequence<Piece> {
    merge(steps: timelines, in: 0..<stepCount(of: timelines))
  }

  /// The merged pieces of `timelines`' steps in `range` (0 for the prologue), as
  /// `merge(steps:)` merges them; steps past the last are none.
  static func merge(steps timelines: [StepLines], in range: Range<Int>)
    -> some Sequence<Piece>
  {
    range.clamped(to: 0..<stepCount(of: timelines)).lazy.flatMap { step in
      merge(step: step, of: timelines)
    }
  }

  /// How many steps `timelines` have between them, the prologue counted: the most any has.
  static func stepCount(of timelines: [StepLines]) -> Int {
    timelines.map(\.count).max() ?? 0
  }

  /// The merged pieces of step `step` (0 for the prologue) of `timelines`.
  static func merge(step: Int, of timelines: [StepLines]) -> [Piece] {
    merge(timelines.map { step < $0.count ? $0[step] : [] })
  }

  /// The merged pieces of `timelines`, in time order: of one step's lines of each (or of whole
  /// timelines, at a cost that grows with the product of their lengths).
  static func merge(_ timelines: [[Line]]) -> [Piece] {
    guard let first = timelines.first else { return [] }
    // Each anchor is a shared line's index in every timeline merged so far.
    var anchors = first.indices.map { [$0] }
    for other in timelines.dropFirst() {
      let texts = anchors.map { first[$0[0]].text }
      anchors = commonSubsequence(texts, other.map(\.text)).map { anchors[$0.0] + [$0.1] }
    }
    var pieces: [Piece] = []
    var next = Array(repeating: 0, count: timelines.count)
    for anchor in anchors + [timelines.map(\.count)] {
      let own = timelines.indices.map { index in
        Array(timelines[index][next[index]..<anchor[index]])
      }
      pieces += Self.pieces(own)
      if anchor[0] < first.count { pieces.append(.shared(first[anchor[0]].text)) }
      next = anchor.map { $0 + 1 }
    }
    return pieces
  }

  /// Lines only some timelines have, grouped by time, each group in timeline order.
  private static func pieces(_ own: [[Line]]) -> [Piece] {
    let times = Set(own.joined().map(\.time)).sorted()
    return times.flatMap { time in
      own.indices.compactMap { index -> Piece? in
        let lines = own[index].filter { $0.time == time }.map(\.text)
        return lines.isEmpty ? nil : .own(index, lines)
      }
    }
  }

  /// The index pairs of a longest common subsequence of `a` and `b`, in order.
  private static func commonSubsequence(_ a: [String], _ b: [String]) -> [(Int, Int)] {
    // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in a.indices.reversed() {
      for j in b.indices.reversed() {
        lengths[i][j] =
          a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var pairs: [(Int, Int)] = []
    var i = 0
    var j = 0
    while i < a.count, j < b.count {
      if a[i] == b[j] {
        pairs.append((i, j))
        i += 1
        j += 1
      } else if lengths[i + 1][j] >= lengths[i][j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return pairs
  }
}
