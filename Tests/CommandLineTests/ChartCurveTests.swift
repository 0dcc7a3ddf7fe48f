import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import SchmeeboardLab

/// A chart's line never moves before the step that moved the screen.
@Suite struct ChartCurveTests {
  // CorrectedSchmeeboard2 on the iPhone 7, iOS 10: at the rotation (1 s) the will-hide drops the
  // gray view to the bottom without animation, and the first sample after it is taken at 1 s.
  // The line holds the gap before the step until the step and drops there, upright; it does not
  // slope down from a frame before the rotation began.
  @Test func aJumpAtAStepIsDrawnUprightAtTheStep() {
    let variant = BuiltInVariant.correctedSchmeeboard2
    let run = ComparedRun(
      variant: variant.rawValue, shortName: "CS2", timeline: variant.defaultTimeline().rounded())
    let curve = PictureLayout(Comparison(runs: [run])).chartRow(run, index: 0, y: 0).curve()
    let stepTimes = run.picture.steps.map(\.time)
    #expect(stepTimes.contains(1))
    for (point, next) in zip(curve, curve.dropFirst()) where point.gap != next.gap {
      // Every change starts at or after the latest step before it ends.
      let step = stepTimes.last { $0 <= next.time } ?? 0
      #expect(point.time >= step, "the line moves at \(point.time) s, before the step at \(step) s")
    }
    let atRotation = curve.filter { $0.time == 1 }.map(\.gap)
    #expect(atRotation.count == 2 && atRotation[0] == 0 && atRotation[1] < -200)
  }

  // KeyboardSchmeeboard on the iPad Air 2, iOS 9, with a duplicated will-hide: at 2 s the gray
  // view reaches 253 pt below a screen with no keyboard up, a latent error nobody sees yet, which
  // the verdict counts as 0. The picture judges that screen the same way: the line ends at 0, and
  // the worst screen and its dot are the verdict's deciding sample (252.6 pt covered at 1.483 s).
  @Test func aLatentErrorIsDrawnAsTheVerdictSeesIt() {
    let variant = BuiltInVariant.keyboardSchmeeboard
    let timeline = variant.timeline(
      BuiltInScenario.faultDuplicate.scenario,
      on: RunTarget(
        device: .ipadair2, release: IOSRelease(9)
      )
    ).rounded()
    #expect(timeline.measurements.latentError > 250)
    let run = ComparedRun(variant: variant.rawValue, shortName: "KS", timeline: timeline)
    let curve = PictureLayout(Comparison(runs: [run])).chartRow(run, index: 0, y: 0).curve()
    #expect(curve.last?.gap == 0)
    // A gap derived from rounded values may differ from the rounded gap by a tenth.
    #expect(abs((curve.map(\.gap).min() ?? 0) + timeline.measurements.largestCover) <= 0.11)
    let worst = run.picture.moments.first { $0.isWorst }
    #expect(worst?.sample.time == timeline.reason.time)
  }
}
