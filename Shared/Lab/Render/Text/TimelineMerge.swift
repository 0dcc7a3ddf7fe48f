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
    (0..<stepCount(of: timelines)).lazy.flatMap { step in merge(step: step, of: timelines) }
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
    // The shared lines, by timeline: `anchors[t][k]` is the k-th shared line's index in timeline
    // `t`, for the timelines merged so far.
    var anchors = [Array(first.indices)]
    for other in timelines.dropFirst() {
      let pairs = commonSubsequence(anchors[0].map { first[$0].text }, other.map(\.text))
      anchors = anchors.map { column in pairs.map { column[$0.0] } } + [pairs.map(\.1)]
    }
    var pieces: [Piece] = []
    var next = Array(repeating: 0, count: timelines.count)
    let shared = anchors[0].count
    // Each shared line, then past the last one each timeline's end.
    for anchor in 0...shared {
      let ends = timelines.indices.map { index in
        anchor < shared ? anchors[index][anchor] : timelines[index].count
      }
      pieces += Self.pieces(timelines.indices.map { Array(timelines[$0][next[$0]..<ends[$0]]) })
      if anchor < shared { pieces.append(.shared(first[ends[0]].text)) }
      next = ends.map { $0 + 1 }
    }
    return pieces
  }

  /// Lines only some timelines have, grouped by time, each group in timeline order.
  private static func pieces(_ own: [[Line]]) -> [Piece] {
    guard own.contains(where: { !$0.isEmpty }) else { return [] }
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
    // The lines both begin with pair up as they are, as the walk below would pair them: only
    // the rest needs the table.
    var start = 0
    while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
    var pairs = (0..<start).map { ($0, $0) }
    // lengths[(i - start) * columns + j - start]: the longest common subsequence of a[i...] and
    // b[j...].
    let columns = b.count - start + 1
    var lengths = Array(repeating: 0, count: (a.count - start + 1) * columns)
    func length(_ i: Int, _ j: Int) -> Int { lengths[(i - start) * columns + j - start] }
    for i in (start..<a.count).reversed() {
      for j in (start..<b.count).reversed() {
        let value =
          a[i] == b[j] ? length(i + 1, j + 1) + 1 : max(length(i + 1, j), length(i, j + 1))
        lengths[(i - start) * columns + j - start] = value
      }
    }
    var i = start
    var j = start
    while i < a.count, j < b.count {
      if a[i] == b[j] {
        pairs.append((i, j))
        i += 1
        j += 1
      } else if length(i + 1, j) >= length(i, j + 1) {
        i += 1
      } else {
        j += 1
      }
    }
    return pairs
  }
}
