import SimulatedUIKit

/// The rules that turn samples into a verdict, with their thresholds in one place (`docs/behaviour-model.md`
/// §1) [M].
///
/// A run is judged by what a person holding the phone sees: the text field (30 pt tall, its bottom
/// 20 pt above the gray view's bottom in both nibs) and the pink. None of the thresholds is Apple's;
/// they put the 2013 post's "slivers of pink" (a few points, for a fraction of a second) and its
/// failures (the field behind the keyboard, a keyboard-high band of pink) on different sides.
public struct VerdictRules: Sendable {
  /// Largest |gap| a clean run may show in any sample (points).
  public var cleanTolerance = 2.0
  /// Largest |gap| that still counts as "on the keyboard" once everything has settled (points).
  public var restTolerance = 0.5
  /// How far the text field's bottom sits above the content's bottom edge (points).
  public var fieldMargin = 20.0
  /// The text field's height (points).
  public var fieldHeight = 30.0

  /// The rules `docs/behaviour-model.md` §1 gives.
  public static let standard = VerdictRules()

  /// A band of pink as tall as the field and its margin: 50 pt.
  public var pinkBandHeight: Double { fieldMargin + fieldHeight }

  /// The gap as a person holding the phone sees it: pink always shows, but content reaches under
  /// the keyboard's top only while a keyboard is up. With none on screen (not even one frame of one
  /// sliding in), content below the bottom of the screen is a latent error nobody sees yet: 0 here,
  /// for a sample as for a rest, so that one screen gets one judgement.
  public func shownGap(of sample: Sample) -> Double {
    shownGap(sample.gap, of: sample)
  }

  /// `shownGap(of:)` for `gap`, `sample`'s gap computed once by the caller.
  func shownGap(_ gap: Double, of sample: Sample) -> Double {
    gap < 0 && !sample.keyboardIsUp ? 0 : gap
  }

  /// What `sample` shows, in the rules' words. A technique's demo names its own field
  /// (`Sample.fieldMargin`, `Sample.fieldHeight`); the five samples take these rules' 20 and 30 pt.
  public func finding(for sample: Sample) -> SampleFinding {
    finding(shownGap: shownGap(of: sample), of: sample)
  }

  /// `finding(for:)` for `gap`, `sample`'s shown gap computed once by the caller.
  private func finding(shownGap gap: Double, of sample: Sample) -> SampleFinding {
    let margin = sample.fieldMargin ?? fieldMargin
    let band = fieldBand(of: sample)
    // A field with no height and no margin (one no constraint placed) is hidden only when
    // something covers it, and no gap of 0 is a band.
    if gap < 0, gap <= -band { return .fieldHidden }
    if gap < -margin { return .fieldPartlyCovered }
    if gap > 0, gap >= band { return .pinkBand }
    return abs(gap) > cleanTolerance ? .sliver : .onTheKeyboard
  }

  /// The height of `sample`'s field with the margin under it: covered that deep, the field is
  /// hidden; pink that tall is a band.
  public func fieldBand(of sample: Sample) -> Double {
    (sample.fieldMargin ?? fieldMargin) + (sample.fieldHeight ?? fieldHeight)
  }

  /// Whether a settled screen shows something wrong: pink, or content under a keyboard that is up.
  public func isOffTheKeyboard(atRest rest: Sample) -> Bool {
    abs(shownGap(of: rest)) > restTolerance
  }

  /// Whether a settled screen hides an error no one sees yet: content reaching below the bottom of
  /// a screen with no keyboard up. Reported in the measurements, never `stuck`.
  public func isLatentError(atRest rest: Sample) -> Bool {
    rest.gap < -restTolerance && !rest.keyboardIsUp
  }

  /// Judges a run from its 60 Hz `samples` and its `rests` (the settled screen after each step, the
  /// last one at the end), in the order of precedence stuck, glitch, slivers, clean.
  public func judge(samples: [Sample], rests: [Sample]) -> (verdict: Verdict, reason: VerdictReason)
  {
    if let rest = Self.worst(of: rests, where: isOffTheKeyboard(atRest:)) {
      return (.stuck, Self.reason(.offTheKeyboardAtRest, rest, yardstick: restTolerance))
    }
    let worst = worstSamples(of: samples)
    if let index = worst.glitch {
      let sample = samples[index]
      let rule: VerdictReason.Rule = finding(for: sample) == .pinkBand ? .pinkBand : .fieldHidden
      return (.glitch, Self.reason(rule, sample, yardstick: fieldBand(of: sample)))
    }
    if let index = worst.beyondTolerance {
      let sample = samples[index]
      return (.slivers, Self.reason(.beyondTolerance, sample, yardstick: fieldBand(of: sample)))
    }
    guard let index = worst.noticeable else {
      return (
        .clean,
        VerdictReason(
          rule: .withinTolerance, time: nil, points: 0, side: nil, yardstick: cleanTolerance)
      )
    }
    return (.clean, Self.reason(.withinTolerance, samples[index], yardstick: cleanTolerance))
  }

  /// The samples `judge` may name, by index: for each of its three questions (a glitch; a shown
  /// gap beyond the clean tolerance; a noticeable one) the sample furthest off the keyboard among
  /// those it takes, the first of equals, as `worst(of:where:)` finds it. One walk that reads each
  /// sample's gap once, where a walk for each question computed it three or four times a sample.
  private func worstSamples(of samples: [Sample]) -> (
    glitch: Int?, beyondTolerance: Int?, noticeable: Int?
  ) {
    var glitch: (index: Int, size: Double)?
    var beyondTolerance: (index: Int, size: Double)?
    var noticeable: (index: Int, size: Double)?
    /// Takes `index` as `worst` unless the worst so far is as far off the keyboard.
    func consider(_ index: Int, _ size: Double, as worst: inout (index: Int, size: Double)?) {
      if let worst, size <= worst.size { return }
      worst = (index, size)
    }
    for index in samples.indices {
      let gap = samples[index].gap
      let size = abs(gap)
      let shown = shownGap(gap, of: samples[index])
      if finding(shownGap: shown, of: samples[index]).isGlitch {
        consider(index, size, as: &glitch)
      }
      if abs(shown) > cleanTolerance { consider(index, size, as: &beyondTolerance) }
      if abs(shown) >= Measurements.noticeable { consider(index, size, as: &noticeable) }
    }
    return (glitch?.index, beyondTolerance?.index, noticeable?.index)
  }

  /// The rest of `rests` whose text field lies deepest in a band of the screen no keyboard explains
  /// (§9) [M]: the home indicator's band (`Sample.homeIndicator`, where the window reaches the
  /// screen's bottom) with no keyboard up, or the top of the screen above `safeArea` (the status
  /// bar, around the sensor housing on an iPhone), more of the field than the rest tolerance. The
  /// field is the sample's own (`fieldMargin`, `fieldHeight`) or these rules'; the points are how
  /// much of its height is in the band; the first of equals wins.
  public func restingFinding(in rests: [Sample], safeArea: SafeArea?) -> RestingFinding? {
    var deepest: RestingFinding?
    for rest in rests {
      let fieldBottom = rest.edge - (rest.fieldMargin ?? fieldMargin)
      let fieldTop = fieldBottom - (rest.fieldHeight ?? fieldHeight)
      func overlap(_ band: RestingFinding.Band, from top: Double, to bottom: Double)
        -> RestingFinding
      {
        RestingFinding(
          band: band, time: rest.time, points: min(fieldBottom, bottom) - max(fieldTop, top))
      }
      var findings: [RestingFinding] = []
      if let indicator = rest.homeIndicator, !rest.keyboardIsUp {
        findings.append(
          overlap(.homeIndicator, from: rest.viewHeight - indicator, to: rest.viewHeight))
      }
      if let safeArea {
        let landscape = rest.orientation.map { $0 != .portraitUpsideDown } ?? false
        let inset = Double((landscape ? safeArea.landscape : safeArea.portrait).top)
        let screenTop = -(rest.window?.y ?? 0) - (rest.rootViewTop ?? 0)
        let band: RestingFinding.Band = safeArea.landscape.left > 0 ? .sensorHousing : .statusBar
        findings.append(overlap(band, from: screenTop, to: screenTop + inset))
      }
      for finding in findings where finding.points > max(restTolerance, deepest?.points ?? 0) {
        deepest = finding
      }
    }
    return deepest
  }

  /// The first rest of `rests` whose edge rests on a hardware keyboard's toolbar narrower than the
  /// app (`Sample.keyboardBarWidth`), within the rest tolerance: the background shows beside the
  /// toolbar, as iOS draws it (§8.1) [A].
  public func toolbarBand(in rests: [Sample]) -> ToolbarBand? {
    for rest in rests where rest.keyboardIsUp && abs(rest.gap) <= restTolerance {
      if let width = rest.keyboardBarWidth, width < rest.viewWidth {
        return ToolbarBand(time: rest.time, toolbarWidth: width)
      }
    }
    return nil
  }

  /// The sample furthest off the keyboard among those `counts` takes, the first of equals.
  private static func worst(of samples: [Sample], where counts: (Sample) -> Bool) -> Sample? {
    // By index, each sample read where it lies: filtering first copied every sample counted.
    var worst: Int?
    for index in samples.indices where counts(samples[index]) {
      if let worst, abs(samples[index].gap) <= abs(samples[worst].gap) { continue }
      worst = index
    }
    return worst.map { samples[$0] }
  }

  private static func reason(
    _ rule: VerdictReason.Rule, _ sample: Sample, yardstick: Double
  ) -> VerdictReason {
    VerdictReason(
      rule: rule, time: sample.time, points: abs(sample.gap),
      side: sample.gap <= 0 ? .covered : sample.gapFill.side, yardstick: yardstick)
  }
}
