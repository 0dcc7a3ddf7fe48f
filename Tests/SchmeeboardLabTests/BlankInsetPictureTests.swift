import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// What a person sees of a run the judge calls stuck on a scroll view's blank inset says what the
/// judge said: the chart's band, the screens' captions, the replay's words and drawings, the text
/// timeline and the page name the blank inset with the judge's 34 pt, and none of them calls it
/// pink (they drew it in pink's magenta and wrote `pink 34`).
@Suite struct BlankInsetPictureTests {
  /// `DoubleSafeAreaFormController` (`ScreenJudgeTests`) on the iPhone 15 with iOS 18, show-hide:
  /// its form's inset counts the safe area's 34 pt twice, so that 34 pt of the scroll view's own
  /// area stay blank above the keyboard at rest.
  static let timeline = SchmeeboardRun.timeline(
    of: ScreenJudgeApp<DoubleSafeAreaFormController>.self,
    switches: ControllerLayoutSwitches(layout: nil),
    on: RunTarget(device: .iphone15, release: IOSRelease(18)),
    scenario: BuiltInScenario.showHide.scenario
  ).rounded()
  static let run = ComparedRun(variant: "DoubleSafeAreaForm", shortName: "DS", timeline: timeline)
  static let comparison = Comparison(runs: [run])

  // The judge's own words, which everything below must agree with.
  @Test func theJudgeNamesThirtyFourPointsOfBlankInset() {
    #expect(Self.timeline.verdict == .stuck)
    #expect(Self.timeline.reason.side == .blankInset)
    #expect(Self.timeline.reason.points == 34)
  }

  // The chart's area ends on the judge's 34 pt at rest, filled in the blank inset's pale blue
  // (the screens' colour for it), and no stretch of the area there is pink.
  @Test func theChartsBandIsTheBlankInsetsNotPink() throws {
    let chart = PictureLayout(Self.comparison).chartRow(Self.run, index: 0, y: 0)
    let curve = chart.curve()
    #expect(curve.last?.gap == Self.timeline.reason.points)
    let stretches = ChartRow.stretches(of: curve)
    let last = try #require(stretches.last)
    #expect(last.fill == .blankInset)
    #expect(last.points.upperBound == curve.count - 1)
    // Every point whose gap is a blank inset lies in a stretch of that fill.
    for (index, point) in curve.enumerated() where point.side == .blankInset {
      let stretch = stretches.first { $0.points.contains(index) && $0.points.lowerBound < index }
      #expect(stretch?.fill == .blankInset, "point \(index) at \(point.time) s")
    }
    let svg = PictureRenderer().render(Self.comparison)
    #expect(
      svg.contains(
        "fill=\"\(PictureColors.blankInset)\" clip-path=\"url(#chart0-above)\" "
          + "class=\"blank-inset-area\""))
    // The legend explains the area by the screens' blank inset's entry.
    #expect(svg.contains("data-explains=\"blank-inset blank-inset-area\""))
  }

  // The judge decides by the rest at 1 s, before the hide: the screen the keyboard settled on,
  // 34 pt of the form's blank inset beyond its margin. Where the hide brings the form back
  // (ScrollToFieldViewController's form: the run's last rest, with no keyboard, at 0), that rest
  // is no longer the last, and the chart still draws it where the judge took it: the line comes to
  // 1 s at 0 (the samples as the keyboard rose, each within the two rests' gaps, count 0), rises
  // upright there to the judge's 34 pt in the blank inset's fill, and the worst screen's dot, on
  // that rest, lies on the line. Before, the line went through the samples and the last rest
  // only, and read 0 at the rest the verdict named.
  @Test func theChartDrawsTheRestTheJudgeDecidedBy() throws {
    var timeline = Self.timeline
    #expect(timeline.rests.map(\.time) == [1])
    var hidden = try #require(timeline.samples.first)
    #expect(!hidden.keyboardIsUp && hidden.gap == 0)
    hidden.time = 1.5
    timeline.rest = hidden
    (timeline.verdict, timeline.reason) = VerdictRules.standard.judge(
      samples: timeline.samples, rests: timeline.rests + [hidden])
    let time = try #require(timeline.reason.time)
    #expect(timeline.verdict == .stuck && time == 1 && timeline.reason.points == 34)
    let run = ComparedRun(variant: "Form", shortName: "F", timeline: timeline)
    let curve = PictureLayout(Comparison(runs: [run])).chartRow(run, index: 0, y: 0).curve()
    #expect(curve.filter { $0.time < time }.allSatisfy { abs($0.gap) < Measurements.noticeable })
    let atRest = curve.filter { $0.time == time }
    #expect(atRest.map(\.gap) == [0, 34])
    #expect(atRest.last?.side == .blankInset)
    #expect(curve.last?.gap == 0)
    let moment = run.picture.moments.first { $0.isWorst }
    let worst = try #require(moment).sample
    #expect(worst.time == time)
    #expect(curve.contains { $0.time == worst.time && $0.gap == worst.gap })
  }

  // The screen at rest says `blank inset 34`, never `pink 34`, and draws the blank inset 34 pt
  // tall at the strip's scale, in its pale blue.
  @Test func theScreensCaptionsAndBandSayBlankInset() throws {
    let svg = PictureRenderer().render(Self.comparison)
    #expect(svg.contains(" s · blank inset 34<"))
    #expect(!svg.contains("pink 34"))
    let layout = PictureLayout(Self.comparison)
    let rest = try #require(Self.run.picture.moments.last).sample
    let picture = layout.drawing(for: Self.run).picture(of: rest, x: 0, y: 0)
    let insets = picture.shapes.filter { $0.style == .blankInset }
    #expect(insets.count == 1)
    let inset = try #require(insets.first)
    #expect(abs(inset.numbers.3 - 34 * layout.scale) < 0.01)
    #expect(inset.svg.contains("fill=\"\(PictureColors.blankInset)\""))
  }

  // The replay's words for a sample whose gap is a blank inset say so with its points, where they
  // said pink (`aPinkGapIsStillPink` keeps pink's).
  @Test func theReplaysWordsSayBlankInset() throws {
    // The form's frame on the keyboard's top, what it can show 30 pt above it in the middle
    // sample: the judge's blank inset.
    var timeline = Self.timeline
    timeline.samples = (0..<3).map { index in
      var sample = Sample(
        time: Double(index) / 60, viewHeight: 667, keyboardHeight: 258, grayBottom: 409,
        viewWidth: 375)
      sample.edgeBottom = index == 1 ? 379 : 409
      return sample
    }
    #expect(timeline.samples[1].gapFill == .blankInset && timeline.samples[1].gap == 30)
    let run = ComparedRun(variant: "Form", shortName: "F", timeline: timeline)
    let replay = Replay(Comparison(runs: [run]), layout: PictureLayout(Comparison(runs: [run])))
    let words: [String] = try #require(replay.runs.first).gaps
    // Then the form's two rests, the one before the last step and the one at the end, each the
    // blank inset's 34 pt the judge stuck on.
    #expect(
      words == [
        "gap 0 pt", "blank inset 30 pt", "gap 0 pt", "blank inset 34 pt", "blank inset 34 pt",
      ])
  }

  // The text timeline's rest, and the page that folds it, say blank inset with the verdict.
  @Test func theTextAndThePageSayBlankInset() {
    let text = TextRenderer().render(Self.timeline)
    #expect(text.contains("rest blank inset 34, off the keyboard at rest"))
    #expect(!text.contains("pink 34"))
    let page = PageRenderer().render(Self.comparison, text: text)
    #expect(page.contains("stuck (34 pt of scrollView&#39;s blank inset at 1 s"))
    #expect(!page.contains("pink 34"))
  }

  // Where the judge finds another view's own fill in the gap (`GapFill.content`), the words say
  // `content` with its points, the chart's area takes content's gray, the screen draws the band
  // gray, and the legend explains both; not pink.
  @Test func aGapOfContentIsContentNotPink() throws {
    var timeline = Self.timeline
    timeline.samples = (0..<3).map { index in
      var sample = Sample(
        time: Double(index) / 60, viewHeight: 667, keyboardHeight: 258,
        grayBottom: index == 1 ? 365 : 409, viewWidth: 375)
      sample.fillingView = index == 1 ? 0 : nil
      return sample
    }
    #expect(timeline.samples[1].gapFill == .content && timeline.samples[1].gap == 44)
    let run = ComparedRun(variant: "Bar", shortName: "B", timeline: timeline)
    let comparison = Comparison(runs: [run])
    let layout = PictureLayout(comparison)
    let words: [String] = try #require(Replay(comparison, layout: layout).runs.first).gaps
    // Then the form's two rests, as above.
    #expect(
      words == ["gap 0 pt", "content 44 pt", "gap 0 pt", "blank inset 34 pt", "blank inset 34 pt"])
    let stretches = ChartRow.stretches(of: layout.chartRow(run, index: 0, y: 0).curve())
    #expect(stretches.map(\.fill).contains(.content))
    let picture = layout.drawing(for: run).picture(of: timeline.samples[1], x: 0, y: 0)
    let band = picture.shapes.filter { $0.style == .gapContent }
    #expect(band.count == 1)
    #expect(abs((band.first?.numbers.3 ?? 0) - 44 * layout.scale) < 0.01)
    let svg = PictureRenderer().render(comparison)
    #expect(svg.contains("class=\"content-area\""))
    #expect(svg.contains("data-explains=\"content-area gap-content\""))
  }

  // A pink gap is still pink: a run with none of a blank inset draws its area as one pink
  // stretch, as before (`ReplayTests`' run).
  @Test func aPinkGapIsStillPink() {
    let run = ReplayTests.run(count: 6) { $0 == 2 ? 10 : 0 }
    let chart = PictureLayout(Comparison(runs: [run])).chartRow(run, index: 0, y: 0)
    let stretches = ChartRow.stretches(of: chart.curve())
    #expect(stretches.map(\.fill) == [.pink])
    #expect(
      Replay(Comparison(runs: [run]), layout: PictureLayout(Comparison(runs: [run])))
        .runs[0].gaps.contains("pink 10 pt"))
  }
}
