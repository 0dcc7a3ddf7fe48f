import SimulationHelpers
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The generalised measurement: a demo names its edge and its field, and the verdict rules read
/// them; the five samples, which name neither, keep −20, −50 and 50 exactly.

@Suite struct MeasuredLayoutTests {
  private func sample(gap: Double, margin: Double? = nil, height: Double? = nil) -> Sample {
    var sample = Sample(
      time: 0, viewHeight: 568, keyboardHeight: 216, grayBottom: 352 - gap, viewWidth: 320)
    sample.fieldMargin = margin
    sample.fieldHeight = height
    return sample
  }

  private func findings(_ gaps: [Double], margin: Double? = nil, height: Double? = nil)
    -> [SampleFinding]
  {
    gaps.map { VerdictRules.standard.finding(for: sample(gap: $0, margin: margin, height: height)) }
  }

  @Test func theFiveSamplesKeepTheirThresholds() {
    #expect(
      findings([-20, -20.01, -49.99, -50, 49.99, 50])
        == [.sliver, .fieldPartlyCovered, .fieldPartlyCovered, .fieldHidden, .sliver, .pinkBand])
  }

  @Test func aBarFieldSevenPointsUpIsCoveredSooner() {
    #expect(
      findings([-7, -7.01, -36.99, -37, 36.99, 37], margin: 7, height: 30)
        == [.sliver, .fieldPartlyCovered, .fieldPartlyCovered, .fieldHidden, .sliver, .pinkBand])
  }

  @Test func anEdgeOtherThanTheGrayViewsIsMeasured() {
    var measured = sample(gap: 0)
    measured.edgeBottom = 400
    #expect(measured.edge == 400 && measured.gap == 352 - 400)
  }

  // The inset table's sample reads the table's visible bottom: its frame less its bottom inset.
  @Test func theInsetTableMeasuresItsVisibleBottom() {
    let result = runProbe(device: .iphone5, os: 8, nib: .technique(.insetTable)) { probe in
      probe.nib.tableView?.contentInset.bottom = 100
    }
    #expect(result.rest.edgeBottom == 468)
    #expect(result.rest.grayBottom == 568)
    #expect(result.rest.fieldMargin == 0 && result.rest.fieldHeight == 44)
  }

  @Test func theSamplesNameNeither() {
    let result = runProbe(os: 6) { _ in }
    #expect(result.rest.edgeBottom == nil && result.rest.fieldMargin == nil)
  }
}
