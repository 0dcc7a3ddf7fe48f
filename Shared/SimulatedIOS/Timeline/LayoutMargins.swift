/// The margins a layout keeps above the keyboard by design, which the judge allows for
/// (`docs/behaviour-model.md` §1) [M]: what the content showed below it at launch, with no keyboard
/// up, above the safe area's bottom (above the screen's, for content reaching into the home
/// indicator's band, which ignores the safe area) (a bar 10 pt above the home indicator stays 10 pt above the
/// keyboard; a bar 34 pt above it because the safe area was counted twice does not), and, between
/// two rests, any gap between the two rests' own (a home indicator's strip closing as the keyboard
/// rises, which is what iOS shows).
///
/// Other reading: every gap beyond 2 pt is a sliver, whatever the layout showed with no keyboard
/// up; the five samples' gray view keeps no margin, so for them the two readings agree.
///
/// A controller presented during the launch covers the launch's screen once it has arrived: its
/// screen then, the keyboard down (`arrival`), is a launch's too, and the margin is the larger of
/// the two's [M: each screen's layout keeps its own].
public struct LayoutMargins: Sendable {
  /// The margin the content kept above the safe area's bottom at launch, in points.
  public let margin: Double
  /// The screen at launch, the first rest the samples are measured between, and the presented
  /// screen's arrival after it where there is one.
  private let launches: [Sample]

  /// The margins of a run whose screen at launch, before any step, was `launch`, and, where a
  /// controller presented during the launch arrived with the keyboard down, whose screen was
  /// `arrival` then.
  public init(launch: Sample, arrival: Sample? = nil) {
    launches = [launch] + (arrival.map { [$0] } ?? [])
    margin = launches.map(Self.margin(keptAt:)).max() ?? 0
  }

  /// The margin `launch`'s content kept: content that reaches into the home indicator's band
  /// ignores the safe area, and its margin is the one it keeps to the screen's bottom.
  private static func margin(keptAt launch: Sample) -> Double {
    let gap = max(0, launch.rawGap)
    return gap < launch.homeIndicatorStrip ? gap : max(0, launch.gap)
  }

  /// Sets `Sample.allowance` on every rest in `rests` (the settled screens in order, the last one
  /// at the end) and on every sample in `samples` (in order): at a rest the margin, between two
  /// rests (the launch the first) the larger of the margin and each rest's gap as far as it was
  /// where it should be. Where the allowance adds nothing to the home indicator's band, none is
  /// set.
  public func allow(rests: inout [Sample], samples: inout [Sample]) {
    // Room for every rest made at once: grown from the launches' count, the list was copied
    // into a larger buffer as the rests were added.
    var anchors: [(time: Double, gap: Double)] = []
    anchors.reserveCapacity(launches.count + rests.count)
    for launch in launches { anchors.append((launch.time, allowedGap(at: launch))) }
    for index in rests.indices {
      anchors.append((rests[index].time, allowedGap(at: rests[index])))
      allow(between: nil, on: &rests[index])
    }
    var next = 0
    for index in samples.indices {
      let time = samples[index].time
      while next < anchors.count, anchors[next].time <= time { next += 1 }
      let before = anchors[max(0, next - 1)].gap
      let after = next < anchors.count ? anchors[next].gap : before
      allow(between: (before, after), on: &samples[index])
    }
  }

  /// `rest`'s gap before margins, as far as it lies within what they allow there: where the rest
  /// was, or where it should have been.
  private func allowedGap(at rest: Sample) -> Double {
    min(max(0, rest.rawGap), margin + rest.homeIndicatorStrip)
  }

  /// Sets `sample.allowance`: the margin beyond the sample's home indicator's strip, or, between
  /// two rests whose allowed gaps are `gaps`, the largest of it and the two, where it reaches
  /// beyond the strip. Read and written in place, the sample in its array: each read of a sample
  /// through the array's subscript copied it whole.
  private func allow(between gaps: (before: Double, after: Double)?, on sample: inout Sample) {
    let strip = sample.homeIndicatorStrip
    let allowance = gaps.map { max(margin + strip, $0.before, $0.after) } ?? margin + strip
    sample.allowance = allowance > strip ? allowance : nil
  }
}
