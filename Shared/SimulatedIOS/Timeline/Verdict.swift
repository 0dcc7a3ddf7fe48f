/// What a run looked like to the person holding the phone (`docs/behaviour-model.md` §1), or that
/// the scenario cannot happen on its device and release (`n/a`).
public enum Verdict: String, Equatable, Codable, Sendable, CaseIterable {
  /// The gray view stayed on the keyboard's top: |gap| ≤ 2 pt in every sample, 0 at rest.
  case clean
  /// Small transient mismatches, the "slivers of pink" of the 2013 post; 0 at rest.
  case slivers
  /// A large transient: the text field dives behind the keyboard, or a band of pink opens.
  case glitch
  /// Still wrong once everything has settled.
  case stuck
  /// Not applicable: a step of the scenario cannot happen on this device and release
  /// (`SystemRules.refusal(of:)`) and no step but the taps can, so the run says nothing of what the
  /// scenario is about, whatever the taps showed [M: a scenario with some other step that does
  /// happen is judged as usual, its refused steps noted in the timeline].
  case notApplicable = "n/a"

  /// The verdicts of a run that applies, from best to worst: what `--fail-on`'s "this bad or
  /// worse" and the ranking order.
  public static let scale: [Verdict] = [.clean, .slivers, .glitch, .stuck]

  /// Whether a run with this verdict is `threshold` or worse: on the scale, as bad or worse; `n/a`,
  /// which is on no scale, only when `threshold` is `n/a` itself. The one order `--fail-on` and
  /// `expectVerdicts` both ask.
  public func isAsBad(as threshold: Verdict) -> Bool {
    guard let position = Self.scale.firstIndex(of: self),
      let limit = Self.scale.firstIndex(of: threshold)
    else { return self == threshold }
    return position >= limit
  }
}
