import SimulatedIOS
import SimulatedUIKit

/// A moment of a run worth a picture of the screen: after each step, and the worst sample.
struct ScreenMoment: Equatable {
  /// What the screen showed.
  var sample: Sample
  /// The first line of the caption: `after rotate landscape-left`, `worst: pink 20.1 pt`.
  var title: String
  /// Whether this is the run's worst sample (the largest |gap|), marked in the strip.
  var isWorst: Bool

  /// The moments of `timeline` in time order: each step's outcome (the rest before the next step,
  /// or the last sample before it when nothing settled), the state at rest for the last step, and
  /// the worst sample or rest when it shows a noticeable mismatch (marked on the step's screen if
  /// it is the same moment).
  static func moments(of timeline: Timeline) -> [ScreenMoment] {
    let steps = timeline.entries.compactMap { entry -> (time: Double, text: String)? in
      if case .step(let text) = entry.event { return (entry.time, text) }
      return nil
    }
    // The steps, the rests and the samples are each in time order, so one pass over each finds
    // every step's outcome: `rests[restsBefore]` is the first rest not before the next step, and
    // `samples[samplesBefore - 1]` the last sample before it.
    var moments: [ScreenMoment] = []
    var restsBefore = 0
    var samplesBefore = 0
    for (step, next) in zip(steps, steps.dropFirst()) {
      while restsBefore < timeline.rests.count, timeline.rests[restsBefore].time < next.time {
        restsBefore += 1
      }
      while samplesBefore < timeline.samples.count,
        timeline.samples[samplesBefore].time < next.time
      {
        samplesBefore += 1
      }
      let rest = timeline.rests.dropFirst(restsBefore).first.flatMap {
        $0.time == next.time ? $0 : nil
      }
      let last = timeline.samples.prefix(samplesBefore).last.flatMap {
        $0.time >= step.time ? $0 : nil
      }
      if let sample = rest ?? last {
        moments.append(ScreenMoment(sample: sample, title: "after \(step.text)", isWorst: false))
      }
    }
    if let step = steps.last {
      moments.append(
        ScreenMoment(sample: timeline.rest, title: "at rest, after \(step.text)", isWorst: false))
    }
    // Judged as the verdict judges it: content below a screen with no keyboard shows nothing.
    let shown = VerdictRules.standard.shownGap(of:)
    // The worst of every sample and rest in time order (a sample before a rest of the same
    // time), then of the state at rest: the first of equals. The two are walked in step, not
    // joined and sorted: a long run's samples are tens of megabytes.
    let samples = timeline.samples
    let rests = timeline.rests
    var worst = timeline.rest
    var worstDepth = -Double.infinity
    func consider(_ candidate: Sample) {
      let depth = abs(shown(candidate))
      if depth > worstDepth { (worst, worstDepth) = (candidate, depth) }
    }
    var sample = samples.startIndex
    var rest = rests.startIndex
    while sample < samples.endIndex || rest < rests.endIndex {
      if rest == rests.endIndex
        || (sample < samples.endIndex && samples[sample].time <= rests[rest].time)
      {
        consider(samples[sample])
        sample += 1
      } else {
        consider(rests[rest])
        rest += 1
      }
    }
    consider(timeline.rest)
    guard abs(shown(worst)) >= Measurements.noticeable else { return moments }
    if let same = moments.firstIndex(where: { $0.sample == worst }) {
      moments[same].isWorst = true
    } else {
      let title = "worst: " + VerdictText.gap(shown(worst), of: worst) + " pt"
      let index = moments.firstIndex { $0.sample.time > worst.time } ?? moments.count
      moments.insert(ScreenMoment(sample: worst, title: title, isWorst: true), at: index)
    }
    return moments
  }
}
