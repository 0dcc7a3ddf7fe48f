import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import SchmeeboardLab

/// The built-in variants are judged by the rules a controller of your own is judged by, and their
/// reasons name their views the same way (issue 39): the view the deciding sample measured, by the
/// name its nib gives it, and what filled the gap below it.
@Suite struct BuiltInReasonTests {
  // KeyboardSchmeeboard on iOS 6 rotates back to portrait with its gray view 9.4 pt short of the
  // keyboard's top: the pink root view shows below the gray view, and the reason says so.
  @Test func keyboardSchmeeboardsSliverIsPinkBelowItsGrayView() {
    let timeline = BuiltInVariant.keyboardSchmeeboard.timeline(
      BuiltInScenario.rotate.scenario, on: RunTarget(device: .iphone5, release: IOSRelease(6)))
    #expect(timeline.reason.side == .pink)
    #expect(timeline.reason.view == "grayView" && timeline.reason.filler == nil)
    #expect(
      VerdictText.describe(timeline.verdict, timeline.reason)
        == "slivers (9.4 pt of pink below grayView at 1.167 s: beyond 2 pt, within the field's "
        + "50 pt)")
  }

  // Mudox's bar (`theViewToMove`) rides above its table (`itemsTable`), which reaches down behind
  // it: rotated to landscape on the iPhone 5 with iOS 8, the bar stops 18.5 pt short of the
  // keyboard and the table, white, fills the gap, as the demo shows it. That is content below the
  // bar, not pink; the gap and the verdict are what they were.
  @Test func mudoxsTableBelowItsBarIsContent() {
    let timeline = BuiltInVariant.mudoxKeyboard.defaultTimeline()
    #expect(timeline.verdict == .slivers)
    #expect(timeline.reason.side == .content)
    #expect(timeline.reason.view == "theViewToMove" && timeline.reason.filler == "itemsTable")
    #expect(
      VerdictText.describe(timeline.verdict, timeline.reason)
        == "slivers (18.5 pt of itemsTable below theViewToMove at 1.117 s: beyond 2 pt, within "
        + "the field's 37 pt)")
  }

  // Tim Medcalf's table, dismissed by a drag on the iPhone SE with iOS 17, keeps its inset while
  // the keyboard leaves: its own area shows, blank, 258 pt of it. The band is named blank inset in
  // the reason's rule and in the sample's finding, never pink.
  @Test func medcalfsBlankInsetBandIsNamedForWhatFillsIt() {
    let timeline = BuiltInVariant.medcalfInsets.timeline(
      BuiltInScenario.interactiveDismiss.scenario,
      on: RunTarget(device: .iphonese2, release: IOSRelease(17)))
    #expect(timeline.verdict == .glitch && timeline.reason.rule == .pinkBand)
    #expect(timeline.reason.side == .blankInset)
    #expect(
      VerdictText.describe(timeline.reason)
        == "258 pt of myTableView's blank inset at 1.5 s: blank inset band, the field's 44 pt or "
        + "more")
    let deciding = timeline.samples.first { $0.time == timeline.reason.time }
    #expect(deciding.map(VerdictText.finding(of:)) == "blank inset band")
    #expect(!TextRenderer(showsEverySample: true).render(timeline).contains("pink band"))
  }
}
