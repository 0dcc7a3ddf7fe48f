import SimulatedIOS
import SimulatedUIKit

/// How a verdict and its reason read, in the words of the verdict rules (`docs/behaviour-model.md` §1).
///
/// ```text
/// slivers (20.1 pt of pink at 1.117 s: beyond 2 pt, within the field's 50 pt)
/// glitch (258 pt covered at 1 s: field hidden, the field's 37 pt or more)
/// stuck (292 pt of pink at 3 s: off the keyboard at rest, beyond 0.5 pt)
/// clean (every sample within 2 pt)
/// n/a (no Split View here: it needs an iPad Air 2 or later on iOS 9 or later)
/// ```
///
/// Each reason names its yardstick (`VerdictReason.yardstick`), so that the same depth judged
/// against two demos' fields reads as what it is.
package enum VerdictText {
  /// The verdict followed by its reason in parentheses; without the resting finding where
  /// `withFinding` is false (a picture's chart title, which has room for one line).
  static func describe(_ verdict: Verdict, _ reason: VerdictReason, withFinding: Bool = true)
    -> String
  {
    "\(verdict.rawValue) (\(describe(reason, withFinding: withFinding)))"
  }

  /// `20.1 pt of pink at 1.117 s: beyond 2 pt, within the field's 50 pt`, followed by where the
  /// field rested in a band of the screen, if it did: `; the text field rests 14 pt into the home
  /// indicator's band at 0 s`, and where the background showed beside a hardware keyboard's
  /// toolbar: `; the background shows beside the 400 pt toolbar at 2 s, as iOS draws it`.
  package static func describe(_ reason: VerdictReason, withFinding: Bool = true) -> String {
    let rule = rule(reason)
    let finding = withFinding ? reason.restingFinding : nil
    let band = withFinding ? reason.toolbarBand : nil
    let resting =
      (finding.map { "; " + describe($0) } ?? "") + (band.map { "; " + describe($0) } ?? "")
    guard let time = reason.time, let side = reason.side else { return rule + resting }
    let points = NumberFormat.points(reason.points)
    let amount =
      switch (side, reason.view) {
      case (.pink, nil): "\(points) pt of pink"
      case (.pink, let view?): "\(points) pt of pink below \(view)"
      case (.covered, nil): "\(points) pt covered"
      case (.covered, let view?): "\(points) pt of \(view) covered"
      case (.blankInset, nil): "\(points) pt of blank inset"
      case (.blankInset, let view?): "\(points) pt of \(view)'s blank inset"
      case (.content, nil): "\(points) pt of \(reason.filler ?? "content")"
      case (.content, let view?): "\(points) pt of \(reason.filler ?? "content") below \(view)"
      }
    let margin = reason.margin.map { ", against the layout's \(NumberFormat.points($0)) pt margin" }
    return "\(amount) at \(NumberFormat.seconds(time)) s: \(rule)\(margin ?? "")\(resting)"
  }

  /// `the text field rests 14 pt into the home indicator's band at 0 s`.
  static func describe(_ finding: RestingFinding) -> String {
    let band =
      switch finding.band {
      case .homeIndicator: "the home indicator's band"
      case .statusBar: "the status bar"
      case .sensorHousing: "the status bar around the sensor housing"
      }
    return "the text field rests \(NumberFormat.points(finding.points)) pt into \(band) at "
      + "\(NumberFormat.seconds(finding.time)) s"
  }

  /// `the background shows beside the 400 pt toolbar at 2 s, as iOS draws it`.
  static func describe(_ band: ToolbarBand) -> String {
    "the background shows beside the \(NumberFormat.points(band.toolbarWidth)) pt toolbar at "
      + "\(NumberFormat.seconds(band.time)) s, as iOS draws it"
  }

  /// The rule with the threshold it applied.
  private static func rule(_ reason: VerdictReason) -> String {
    let yardstick = NumberFormat.points(reason.yardstick)
    switch reason.rule {
    case .offTheKeyboardAtRest: return "off the keyboard at rest, beyond \(yardstick) pt"
    case .fieldHidden: return "field hidden, the field's \(yardstick) pt or more"
    case .pinkBand:
      return "\(band(of: reason.side ?? .pink)), the field's \(yardstick) pt or more"
    case .beyondTolerance:
      let tolerance = NumberFormat.points(VerdictRules.standard.cleanTolerance)
      return "beyond \(tolerance) pt, within the field's \(yardstick) pt"
    case .withinTolerance: return "every sample within \(yardstick) pt"
    case .cannotHappenHere: return reason.refusal ?? reason.rule.rawValue
    }
  }

  /// What a person sees in `sample`, in the verdict rules' words (`SampleFinding`), a band named
  /// by what the judge found filling it (`band(of:)`): `field hidden`, `pink band`, `blank inset
  /// band`.
  static func finding(of sample: Sample) -> String {
    let finding = VerdictRules.standard.finding(for: sample)
    guard finding == .pinkBand, let side = VerdictReason.Side(gap: sample.gap, of: sample) else {
      return finding.rawValue
    }
    return band(of: side)
  }

  /// What the judge makes of `rest`, a screen that had settled (`VerdictRules.isOffTheKeyboard(
  /// atRest:)`): `off the keyboard at rest` (a run with one is stuck), else `on the keyboard at
  /// rest`.
  static func finding(atRest rest: Sample) -> String {
    VerdictRules.standard.isOffTheKeyboard(atRest: rest) ? offAtRest : onAtRest
  }

  private static let offAtRest = "off the keyboard at rest"
  private static let onAtRest = "on the keyboard at rest"

  /// Every word `finding(of:)` and `finding(atRest:)` give, each once: the findings' own, the
  /// bands named by another fill than pink, then a rest's two.
  static let findingWords =
    SampleFinding.allCases.map(\.rawValue) + [band(of: .blankInset), band(of: .content)]
    + [onAtRest, offAtRest]

  /// A band as tall as the field and its margin (`SampleFinding.pinkBand`), named by what fills
  /// it: `pink band` (the background), `blank inset band`, `content band` (another view's fill).
  private static func band(of side: VerdictReason.Side) -> String { "\(side.rawValue) band" }

  /// `gap` points of `sample` (its gap, or its gap as a person sees it), named as the verdict's
  /// reason names its side (`VerdictReason.Side(gap:of:)`): `pink 20.1`, `blank inset 34`,
  /// `content 44` (another view's own fill), `covered 20.1`, or `gap 0` within 0.05 pt.
  static func gap(_ gap: Double, of sample: Sample) -> String {
    guard abs(gap) >= Measurements.noticeable, let side = VerdictReason.Side(gap: gap, of: sample)
    else { return "gap 0" }
    return "\(side.rawValue) \(NumberFormat.points(abs(gap)))"
  }
}
