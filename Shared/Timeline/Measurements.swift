/// The numbers a verdict is made from: the worst mismatches seen, and where things came to rest.
nonisolated public struct Measurements: Equatable, Codable, Sendable {
  /// The most pink seen in any sample (points), and when.
  public var largestPink: Double
  /// When the largest pink was seen, in virtual seconds; `nil` if there never was any.
  public var largestPinkTime: Double?
  /// The most content the keyboard covered in any sample (points), and when.
  public var largestCover: Double
  /// When the largest cover was seen, in virtual seconds; `nil` if there never was any.
  public var largestCoverTime: Double?
  /// The gap once everything had settled after the last step.
  public var restGap: Double
  /// The tallest keyboard of the run: the yardstick for how large a transient may be.
  public var keyboardHeight: Double
  /// How many 60 Hz samples the run took, not counting the state at rest.
  public var sampleCount: Int

  /// The smallest mismatch worth naming: what rounds to 0.1 pt in the output.
  public static let noticeable = 0.05

  /// The larger of the largest pink and the largest cover.
  public var largestMismatch: Double { max(largestPink, largestCover) }

  /// Measures `samples`, with `rest` the state after everything settled: the extremes count what
  /// is left at rest too, so that a stuck run's band of pink is its largest.
  public init(samples: [Sample], rest: Sample, keyboardHeight: Double) {
    let seen = samples + [rest]
    let pink = seen.filter { $0.gap >= Self.noticeable }.max { $0.gap < $1.gap }
    let cover = seen.filter { $0.gap <= -Self.noticeable }.max { $0.gap > $1.gap }
    largestPink = pink?.gap ?? 0
    largestPinkTime = pink?.time
    largestCover = cover.map { -$0.gap } ?? 0
    largestCoverTime = cover?.time
    restGap = rest.gap
    self.keyboardHeight = keyboardHeight
    sampleCount = samples.count
  }
}
