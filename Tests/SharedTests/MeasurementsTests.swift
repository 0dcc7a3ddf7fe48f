import Testing

@testable import Shared

/// The worst pink and cover of a run, and where it came to rest.
@Suite struct MeasurementsTests {
  /// A sample at `time` whose gap is `gap` (a 548 pt view, a 216 pt keyboard).
  private func sample(_ time: Double, gap: Double) -> Sample {
    Sample(time: time, viewHeight: 548, keyboardHeight: 216, grayBottom: 332 - gap)
  }

  @Test func findsTheLargestPinkAndTheLargestCoverWithTheirTimes() {
    let samples = [
      sample(0.1, gap: 3), sample(0.2, gap: -10), sample(0.3, gap: 7), sample(0.4, gap: -2),
      sample(0.5, gap: 0),
    ]
    let measurements = Measurements(
      samples: samples, rest: sample(1, gap: 0.25), keyboardHeight: 216)
    #expect(isClose(measurements.largestPink, 7))
    #expect(measurements.largestPinkTime == 0.3)
    #expect(isClose(measurements.largestCover, 10))
    #expect(measurements.largestCoverTime == 0.2)
    #expect(isClose(measurements.largestMismatch, 10))
    #expect(isClose(measurements.restGap, 0.25))
    #expect(measurements.keyboardHeight == 216)
    #expect(measurements.sampleCount == 5)
  }

  @Test func mismatchesTooSmallToPrintAreNotNamed() {
    let samples = [sample(0.1, gap: 0.04), sample(0.2, gap: -0.04)]
    let measurements = Measurements(samples: samples, rest: sample(1, gap: 0), keyboardHeight: 216)
    #expect(measurements.largestPink == 0)
    #expect(measurements.largestPinkTime == nil)
    #expect(measurements.largestCover == 0)
    #expect(measurements.largestCoverTime == nil)
  }

  @Test func theFirstOfEqualExtremesIsNamed() {
    let samples = [
      sample(0.1, gap: -5), sample(0.2, gap: -5), sample(0.3, gap: 5), sample(0.4, gap: 5),
    ]
    let measurements = Measurements(samples: samples, rest: sample(1, gap: 0), keyboardHeight: 216)
    #expect(measurements.largestCoverTime == 0.1)
    #expect(measurements.largestPinkTime == 0.3)
  }

  @Test func whatIsLeftAtRestCountsAmongTheExtremes() {
    let samples = [sample(0.1, gap: -5), sample(0.2, gap: 3)]
    let measurements = Measurements(
      samples: samples, rest: sample(2, gap: -216), keyboardHeight: 216)
    #expect(isClose(measurements.largestCover, 216))
    #expect(measurements.largestCoverTime == 2)
    #expect(isClose(measurements.largestPink, 3))
    #expect(isClose(measurements.restGap, -216))
    #expect(measurements.sampleCount == 2, "the rest is not a 60 Hz sample")
  }
}
