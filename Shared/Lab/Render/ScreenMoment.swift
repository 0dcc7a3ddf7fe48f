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
    var moments: [ScreenMoment] = steps.indices.compactMap { index in
      let text = steps[index].text
      guard index + 1 < steps.count else {
        return ScreenMoment(sample: timeline.rest, title: "at rest, after \(text)", isWorst: false)
      }
      let next = steps[index + 1].time
      guard
        let sample = timeline.rests.first(where: { $0.time == next })
          ?? timeline.samples.last(where: { $0.time < next && $0.time >= steps[index].time })
      else { return nil }
      return ScreenMoment(sample: sample, title: "after \(text)", isWorst: false)
    }
    let seen = (timeline.samples + timeline.rests).sorted { $0.time < $1.time } + [timeline.rest]
    guard let worst = seen.max(by: { abs($0.gap) < abs($1.gap) }),
      abs(worst.gap) >= Measurements.noticeable
    else { return moments }
    if let same = moments.firstIndex(where: { $0.sample == worst }) {
      moments[same].isWorst = true
    } else {
      let title = "worst: " + VerdictText.gap(worst.gap) + " pt"
      let index = moments.firstIndex { $0.sample.time > worst.time } ?? moments.count
      moments.insert(ScreenMoment(sample: worst, title: title, isWorst: true), at: index)
    }
    return moments
  }
}
