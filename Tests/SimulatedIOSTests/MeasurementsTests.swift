import SimulationHelpers
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The worst pink and cover of a run, where it came to rest, and what no one could see yet.
@Suite struct MeasurementsTests {
  /// A sample at `time` whose gap is `gap` (a 548 pt view, a 216 pt keyboard unless told).
  private func sample(_ time: Double, gap: Double, keyboard: Double = 216) -> Sample {
    Sample(
      time: time, viewHeight: 548, keyboardHeight: keyboard, grayBottom: 548 - keyboard - gap,
      viewWidth: 320)
  }

  @Test func findsTheLargestPinkAndTheLargestCoverWithTheirTimes() {
    let samples = [
      sample(0.1, gap: 3), sample(0.2, gap: -10), sample(0.3, gap: 7), sample(0.4, gap: -2),
      sample(0.5, gap: 0),
    ]
    let measurements = Measurements(samples: samples, rests: [sample(1, gap: 0.25)])
    #expect(isClose(measurements.largestPink, 7))
    #expect(measurements.largestPinkTime == 0.3)
    #expect(isClose(measurements.largestCover, 10))
    #expect(measurements.largestCoverTime == 0.2)
    #expect(isClose(measurements.largestMismatch, 10))
    #expect(isClose(measurements.restGap, 0.25))
    #expect(measurements.tallestKeyboard == 216)
    #expect(measurements.sampleCount == 5)
    #expect(measurements.restCount == 1)
  }

  @Test func mismatchesTooSmallToPrintAreNotNamed() {
    let samples = [sample(0.1, gap: 0.04), sample(0.2, gap: -0.04)]
    let measurements = Measurements(samples: samples, rests: [sample(1, gap: 0)])
    #expect(measurements.largestPink == 0)
    #expect(measurements.largestPinkTime == nil)
    #expect(measurements.largestCover == 0)
    #expect(measurements.largestCoverTime == nil)
  }

  /// What rounds to 0.1 pt in the output, 0.05 pt or more, is named with its time: 0.05 pt of pink
  /// and 0.3 pt covered are mismatches the timeline prints, though both are within a clean run's
  /// 2 pt (`docs/behaviour-model.md` §1).
  @Test func mismatchesThatRoundToATenthOfAPointAreNamed() {
    let samples = [sample(0.1, gap: 0.05), sample(0.2, gap: -0.3)]
    let measurements = Measurements(samples: samples, rests: [sample(1, gap: 0)])
    #expect(isClose(measurements.largestPink, 0.05))
    #expect(measurements.largestPinkTime == 0.1)
    #expect(isClose(measurements.largestCover, 0.3))
    #expect(measurements.largestCoverTime == 0.2)
  }

  @Test func theFirstOfEqualExtremesIsNamed() {
    let samples = [
      sample(0.1, gap: -5), sample(0.2, gap: -5), sample(0.3, gap: 5), sample(0.4, gap: 5),
    ]
    let measurements = Measurements(samples: samples, rests: [sample(1, gap: 0)])
    #expect(measurements.largestCoverTime == 0.1)
    #expect(measurements.largestPinkTime == 0.3)
  }

  @Test func whatIsLeftAtAnyRestCountsAmongTheExtremes() {
    let samples = [sample(0.1, gap: -5), sample(0.2, gap: 3)]
    let measurements = Measurements(
      samples: samples, rests: [sample(1, gap: 40), sample(2, gap: -216)])
    #expect(isClose(measurements.largestCover, 216))
    #expect(measurements.largestCoverTime == 2)
    #expect(isClose(measurements.largestPink, 40))
    #expect(measurements.largestPinkTime == 1)
    #expect(isClose(measurements.restGap, -216), "the gap at the end")
    #expect(measurements.sampleCount == 2, "rests are not 60 Hz samples")
  }

  @Test func saysNothingOfAKeyboardWhenNoneCameUp() {
    let measurements = Measurements(samples: [], rests: [sample(1, gap: 0, keyboard: 0)])
    #expect(measurements.tallestKeyboard == nil)
  }

  @Test func reportsContentBelowAnEmptyScreenAsALatentError() {
    let measurements = Measurements(
      samples: [],
      rests: [
        sample(1, gap: -20, keyboard: 0), sample(2, gap: -30, keyboard: 0), sample(3, gap: 0),
      ])
    #expect(isClose(measurements.latentError, 30))
    #expect(measurements.latentErrorTime == 2)
    let none = Measurements(samples: [], rests: [sample(1, gap: -20)])
    #expect(none.latentErrorTime == nil, "under a keyboard that is up, it is on screen")
  }
}
