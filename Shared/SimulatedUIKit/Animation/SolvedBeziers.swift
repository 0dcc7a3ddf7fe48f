import Synchronization

/// The Bézier progress this process has already solved, by curve and by the bits of the fraction
/// of time elapsed: the same answer, to the bit, without the 60 halvings.
///
/// A `--matrix` runs the same animations (a rotation's 0.3 s, the same steps at the same times)
/// 161 times, and samples them at the same frames, so nearly every solve repeats one before it.
/// The tables are open-addressed arrays rather than dictionaries: a dictionary's first use would
/// cost a short run more than it saves (the runtime scans every conformance record for the key's
/// `Hashable`). A full table stops remembering; it never forgets or changes an answer.
struct SolvedBeziers: Sendable {
  /// The control points of one curve and the answers solved on it.
  private struct Table: Sendable {
    let points: SIMD4<Double>
    /// The bits of each fraction solved, 0 for an empty slot (0 is never asked: no time elapsed
    /// is progress 0 without a solve).
    var fractions: [UInt64]
    var progresses: [Double]
    var count = 0

    init(points: SIMD4<Double>) {
      self.points = points
      fractions = Array(repeating: 0, count: SolvedBeziers.capacity)
      progresses = Array(repeating: 0, count: SolvedBeziers.capacity)
    }
  }

  /// Slots per curve, a power of two; a table stops taking answers at three quarters full.
  static let capacity = 1024

  /// The answers of every caller in the process: simulations on other threads share them, each
  /// taking the lock for one lookup.
  static let shared = Mutex(SolvedBeziers())

  private var tables: [Table] = []

  /// The progress at `fraction` of the curve through `points` (x1, y1, x2, y2): the answer
  /// remembered, or `solve(fraction)`, remembered.
  mutating func progress(
    at fraction: Double, points: SIMD4<Double>, solve: (Double) -> Double
  ) -> Double {
    let tableIndex: Int
    if let index = tables.firstIndex(where: { $0.points == points }) {
      tableIndex = index
    } else {
      tables.append(Table(points: points))
      tableIndex = tables.count - 1
    }
    let key = fraction.bitPattern
    let mask = Self.capacity - 1
    var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 52) & mask
    while tables[tableIndex].fractions[slot] != 0 {
      if tables[tableIndex].fractions[slot] == key { return tables[tableIndex].progresses[slot] }
      slot = (slot + 1) & mask
    }
    let progress = solve(fraction)
    if tables[tableIndex].count < Self.capacity / 4 * 3 {
      tables[tableIndex].fractions[slot] = key
      tables[tableIndex].progresses[slot] = progress
      tables[tableIndex].count += 1
    }
    return progress
  }
}
