import SimulatedUIKit

/// What a simulation run recorded, before a header and a verdict make it a `Timeline`.
public struct SimulationResult {
  /// Every event, in order; none for a run that kept none (`Simulation`'s `keepingEvents`).
  public let entries: [TimelineEntry]
  /// Every 60 Hz sample, in order.
  public let samples: [Sample]
  /// The screen each time everything had settled before a later step began, in order.
  public let rests: [Sample]
  /// The screen once everything settled at the end.
  public let rest: Sample
  /// Whether the screen held a text field or a text view to tap, at the end or when tapped: with
  /// none, nothing on it can be tapped into and the run is `n/a` (`noFieldReason`).
  public var hasFieldToTap = true
  /// The views the judge measures, named for the verdict's reason; `nil` with no field in the
  /// root view.
  public var judgedViews: JudgedViews?
  /// The margin the layout kept above the safe area's bottom at launch (`LayoutMargins`).
  public var margin = 0.0
  /// Whether the app's deciding controller hid the status bar when the launch ended
  /// (`SystemRules.appDecidesStatusBar`): the header's safe area is the one the app had then.
  public var statusBarHiddenByAppAtLaunch = false

  /// The timeline of this run under `header`, measured by `rules`, and its verdict decided: the
  /// one place a run's verdict is. A run that cannot happen here (`refusal`, why: a step the
  /// device or release cannot perform, an app that does not run on that release) is `n/a` with
  /// that reason, and so is one whose screen holds nothing to tap into (`noFieldReason`); any
  /// other is judged by `rules`.
  public func timeline(
    header: RunHeader, rules: VerdictRules = .standard, cannotHappenHere refusal: String? = nil
  ) -> Timeline {
    let allRests = rests + [rest]
    let judgement = rules.judge(samples: samples, rests: allRests)
    var reason = judgement.reason
    // The device's own safe area: the status bar's band on a device with a home button, which
    // the header's safe area shows from iOS 11, is no band the rests are judged against.
    reason.restingFinding = rules.restingFinding(
      in: allRests, safeArea: header.mode.safeArea(on: header.target.device))
    reason.toolbarBand = rules.toolbarBand(in: allRests)
    if reason.side != nil, let time = reason.time {
      if margin > 0 { reason.margin = margin }
      let seen = reason.rule == .offTheKeyboardAtRest ? allRests : samples
      if let views = judgedViews,
        let sample = seen.first(where: { $0.time == time && abs($0.gap) == reason.points })
      {
        reason.view = views.name(for: sample)
        if reason.side == .content { reason.filler = views.filler(for: sample) }
      }
    }
    var verdict = judgement.verdict
    if let why = refusal ?? (hasFieldToTap ? nil : Self.noFieldReason) {
      verdict = .notApplicable
      reason = .cannotHappenHere(why)
    }
    return Timeline(
      header: header, entries: entries, samples: samples, rests: rests, rest: rest,
      measurements: Measurements(samples: samples, rests: allRests, rules: rules),
      verdict: verdict, reason: reason)
  }

  /// Why a screen with no text field and no text view is `n/a`: nothing on it can be tapped into,
  /// so no keyboard of its own ever covers it, and the run says nothing of its keyboard code.
  static let noFieldReason =
    "nothing on this screen can be tapped into: no text field or text view in the root view"
}
