import SimulatedIOS
import SimulatedUIKit

/// What a picture draws of one run, read from its timeline once: the gap through time, the steps
/// and the posts above the chart, and the screens of its strip. A comparison keeps this rather
/// than the timeline, so that a picture of long runs holds no whole timeline.
struct RunPicture: Sendable {
  /// Every sample's time and gap as a person sees it (`VerdictRules.shownGap`: content below a
  /// screen with no keyboard up shows nothing yet), and what fills it as the judge classes it
  /// (`VerdictReason.Side(gap:of:)`), in order: one screen, one judgement.
  var gaps: [(time: Double, gap: Double, side: VerdictReason.Side?)]
  /// Each rest before a later step (`Timeline.rests`): its time, its gap as a person sees it and
  /// what fills it, as the judge judges it (at a rest the layout keeps only its margin, where a
  /// sample between two rests may stand as far as either rest).
  var rests: [(time: Double, gap: Double, side: VerdictReason.Side?)]
  /// The state once everything settled after the last step.
  var rest: Sample
  /// Its gap as a person sees it.
  var restGap: Double
  /// What fills it.
  var restSide: VerdictReason.Side?
  /// Each step's time and text.
  var steps: [(time: Double, text: String)]
  /// Each notification post's time and name.
  var posts: [(time: Double, name: String)]
  /// The screens worth a picture (`ScreenMoment.moments(of:)`).
  var moments: [ScreenMoment]
  /// The latest time the run records: its last entry's, or its rest's.
  var end: Double
  /// Every 60 Hz sample, for the page's replay; `nil` when there are more than
  /// `Replay.sampleLimit`, which the replay refuses.
  var samples: [Sample]?
  /// Every rest before a later step (`Timeline.rests`), for the page's replay, which shows them
  /// beside the samples; empty where `samples` is `nil`.
  var restScreens: [Sample]

  /// What a picture draws of `timeline`.
  init(_ timeline: Timeline) {
    gaps = timeline.samples.map(Self.point(of:))
    rests = timeline.rests.map(Self.point(of:))
    let atRest = Self.point(of: timeline.rest)
    restGap = atRest.gap
    restSide = atRest.side
    rest = timeline.rest
    steps = []
    posts = []
    for entry in timeline.entries {
      switch entry.event {
      case .step(let text): steps.append((entry.time, text))
      case .post(let post): posts.append((entry.time, post.name))
      default: break
      }
    }
    moments = ScreenMoment.moments(of: timeline)
    end = timeline.entries.reduce(timeline.rest.time) { max($0, $1.time) }
    samples = timeline.samples.count <= Replay.sampleLimit ? timeline.samples : nil
    restScreens = samples == nil ? [] : timeline.rests
  }

  /// `sample`'s time, its gap as a person sees it (`VerdictRules.shownGap`) and what fills it as
  /// the judge classes it (`VerdictReason.Side(gap:of:)`).
  private static func point(of sample: Sample)
    -> (time: Double, gap: Double, side: VerdictReason.Side?)
  {
    let gap = VerdictRules.standard.shownGap(of: sample)
    return (sample.time, gap, VerdictReason.Side(gap: gap, of: sample))
  }
}
