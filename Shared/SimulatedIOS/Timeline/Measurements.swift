/// The numbers a verdict is read from: the worst mismatches seen, where things came to rest, and
/// any error that no one could see yet.
public struct Measurements: Equatable, Codable, Sendable {
  /// The most pink seen in any sample or rest (points).
  public var largestPink: Double
  /// When the largest pink was seen, in virtual seconds; `nil` if there never was any.
  public var largestPinkTime: Double?
  /// The most content below the keyboard's top in any sample or rest (points).
  public var largestCover: Double
  /// When the largest cover was seen, in virtual seconds; `nil` if there never was any.
  public var largestCoverTime: Double?
  /// The gap once everything had settled after the last step.
  public var restGap: Double
  /// How many times everything settled: after each step that had time to, and at the end.
  public var restCount: Int
  /// The tallest keyboard of the run; `nil` when no keyboard came up.
  public var tallestKeyboard: Double?
  /// How many 60 Hz samples the run took, not counting the rests.
  public var sampleCount: Int
  /// How far the content reached below the bottom of a screen with no keyboard up, at its worst
  /// rest (points); 0 when it never did. Nobody sees it yet; the next keyboard may.
  public var latentError: Double
  /// When the latent error was largest; `nil` when there was none.
  public var latentErrorTime: Double?

  /// The smallest mismatch worth naming: what rounds to 0.1 pt in the output.
  public static let noticeable = 0.05

  /// The larger of the largest pink and the largest cover.
  public var largestMismatch: Double { max(largestPink, largestCover) }

  /// Measures `samples` and `rests` (the settled screens, the last one at the end), with `rules`
  /// telling a latent error from one on screen. The extremes count the rests too, so that a stuck
  /// run's band of pink is its largest.
  public init(samples: [Sample], rests: [Sample], rules: VerdictRules = .standard) {
    precondition(!rests.isEmpty, "Measurements: a run ends at rest")
    // One walk over the samples and then the rests, each read where it lies and its gap computed
    // once: a long run's samples are tens of megabytes, and a lazy chain of filters copied each
    // sample (and retained what it refers to) for every question. Each extreme is the first of
    // equals, kept as its gap and time rather than a copy of its sample.
    var pink: (gap: Double, time: Double)?
    var cover: (gap: Double, time: Double)?
    var tallest: Double?
    for seen in [samples, rests] {
      for index in seen.indices {
        let gap = seen[index].gap
        if gap >= Self.noticeable, pink.map({ $0.gap < gap }) ?? true {
          pink = (gap, seen[index].time)
        }
        if rules.shownGap(gap, of: seen[index]) <= -Self.noticeable,
          cover.map({ $0.gap > gap }) ?? true
        {
          cover = (gap, seen[index].time)
        }
        let height = seen[index].keyboardHeight
        if tallest.map({ $0 < height }) ?? true { tallest = height }
      }
    }
    let latent = rests.filter(rules.isLatentError(atRest:)).max { $0.gap > $1.gap }
    largestPink = pink?.gap ?? 0
    largestPinkTime = pink?.time
    largestCover = cover.map { -$0.gap } ?? 0
    largestCoverTime = cover?.time
    restGap = rests[rests.count - 1].gap
    restCount = rests.count
    tallestKeyboard = tallest.flatMap { $0 > 0 ? $0 : nil }
    sampleCount = samples.count
    latentError = latent.map { -$0.gap } ?? 0
    latentErrorTime = latent?.time
  }
}
