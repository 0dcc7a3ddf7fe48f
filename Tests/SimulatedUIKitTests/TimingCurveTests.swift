import TestSupport
import Testing

@testable import SimulatedUIKit

/// The curves against known values (`docs/behaviour-model.md` §3), their shape, and how a
/// `UIViewAnimationCurve` raw value picks one.
@Suite struct TimingCurveTests {
  // The spring column of the table in §2c: critically damped, ω0 = √(1000/3).
  @Test(arguments: [
    (0.05, 0.232), (0.10, 0.545), (0.15, 0.758), (0.20, 0.879), (0.25, 0.942), (0.30, 0.973),
    (0.40, 0.994),
  ])
  func keyboardSpringMatchesTheTable(time: Double, expected: Double) {
    let progress = TimingCurve.keyboardSpring.progress(elapsed: time, duration: 0.25)
    #expect(abs(progress - expected) < 0.0005)
  }

  // The ease-in-out column of the same table, over 0.25 s.
  @Test(arguments: [(0.05, 0.082), (0.10, 0.332), (0.15, 0.668), (0.20, 0.918), (0.25, 1.0)])
  func easeInOutMatchesTheTable(time: Double, expected: Double) {
    #expect(abs(TimingCurve.easeInOut.progress(elapsed: time, duration: 0.25) - expected) < 0.0005)
  }

  @Test func theSpringIgnoresTheDurationAndSettlesInHalfASecond() {
    #expect(TimingCurve.keyboardSpring.effectiveDuration(requested: 0.25) == 0.5)
    #expect(TimingCurve.keyboardSpring.progress(elapsed: 0.5, duration: 0.25) == 1)
  }

  /// §5: a duration of 0 or less lands at once, whatever the curve: the spring too.
  @Test(arguments: [TimingCurve.keyboardSpring, .easeInOut, .linear], [0.0, -1])
  func askedForNoTimeNothingRuns(curve: TimingCurve, duration: Double) {
    #expect(curve.effectiveDuration(requested: duration) == 0)
    #expect(curve.progress(elapsed: 0, duration: duration) == 1)
  }

  // CSS's ease-in and ease-out are the same Béziers; values solved independently to 4 places.
  @Test(arguments: [(0.25, 0.0935), (0.5, 0.3154), (0.75, 0.6219)])
  func easeInStartsSlowly(fraction: Double, expected: Double) {
    let progress = TimingCurve.easeIn.progress(elapsed: fraction * 2, duration: 2)
    #expect(abs(progress - expected) < 0.0005)
    #expect(progress < fraction)
  }

  @Test(arguments: [(0.25, 0.3781), (0.5, 0.6846), (0.75, 0.9065)])
  func easeOutStartsFast(fraction: Double, expected: Double) {
    let progress = TimingCurve.easeOut.progress(elapsed: fraction * 2, duration: 2)
    #expect(abs(progress - expected) < 0.0005)
    #expect(progress > fraction)
  }

  @Test(arguments: [0.1, 0.25, 0.5, 0.9])
  func linearIsTheFractionOfTheDuration(fraction: Double) {
    #expect(
      abs(TimingCurve.linear.progress(elapsed: fraction * 0.3, duration: 0.3) - fraction) < 1e-12)
  }

  @Test func easeInOutIsSymmetricAboutItsMiddle() {
    #expect(abs(TimingCurve.easeInOut.progress(elapsed: 0.5, duration: 1) - 0.5) < 1e-9)
    for fraction in [0.1, 0.3, 0.45] {
      let early = TimingCurve.easeInOut.progress(elapsed: fraction, duration: 1)
      let late = TimingCurve.easeInOut.progress(elapsed: 1 - fraction, duration: 1)
      #expect(abs(early + late - 1) < 1e-9)
    }
  }

  @Test(arguments: [TimingCurve.easeInOut, .easeIn, .easeOut, .linear, .keyboardSpring])
  func startsAtZeroAndEndsAtOne(curve: TimingCurve) {
    #expect(curve.progress(elapsed: 0, duration: 0.3) == 0)
    #expect(curve.progress(elapsed: -1, duration: 0.3) == 0)
    let end = curve.effectiveDuration(requested: 0.3)
    #expect(curve.progress(elapsed: end, duration: 0.3) == 1)
    #expect(curve.progress(elapsed: end + 5, duration: 0.3) == 1)
    // Just inside the ends it is close to them, not at them.
    #expect(curve.progress(elapsed: 1e-4, duration: 0.3) < 0.01)
    #expect(curve.progress(elapsed: end - 1e-4, duration: 0.3) > 0.99)
  }

  @Test(arguments: [TimingCurve.easeInOut, .easeIn, .easeOut, .linear, .keyboardSpring])
  func neverGoesBackwards(curve: TimingCurve) {
    let steps = 400
    let values = (0...steps).map {
      curve.progress(elapsed: 0.5 * Double($0) / Double(steps), duration: 0.5)
    }
    for (earlier, later) in zip(values, values.dropFirst()) {
      #expect(later >= earlier - 1e-12)
    }
    #expect(values.allSatisfy { (0...1).contains($0) })
  }

  @Test func aZeroDurationIsDoneAtOnce() {
    #expect(TimingCurve.easeInOut.progress(elapsed: 0, duration: 0) == 1)
    #expect(TimingCurve.linear.progress(elapsed: 0, duration: 0) == 1)
  }

  @Test(arguments: [
    (0, TimingCurve.easeInOut), (1, .easeIn), (2, .easeOut), (3, .linear), (7, .keyboardSpring),
  ])
  func animationCurveRawValuesPickUIKitsCurves(rawValue: Int, expected: TimingCurve) {
    #expect(TimingCurve(animationCurve: rawValue) == expected)
  }

  @Test(arguments: [4, 5, 6, 8, -1, 100])
  func anUnknownAnimationCurveFallsBackToEaseInOut(rawValue: Int) {
    #expect(TimingCurve(animationCurve: rawValue) == .easeInOut)
  }

  @Test func theBézierControlPointsAreCoreAnimations() {
    #expect(TimingCurve.easeInOut == .cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    #expect(TimingCurve.easeIn == .cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    #expect(TimingCurve.easeOut == .cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
  }

  @Test func onlyTheSpringChangesTheDuration() {
    for curve in [TimingCurve.easeInOut, .easeIn, .easeOut, .linear] {
      #expect(curve.effectiveDuration(requested: 0.3) == 0.3)
    }
  }

  @Test func timelineNamesTheCurves() {
    #expect(TimingCurve.easeInOut.timelineName == "easeInOut")
    #expect(TimingCurve.easeIn.timelineName == "easeIn")
    #expect(TimingCurve.easeOut.timelineName == "easeOut")
    #expect(TimingCurve.linear.timelineName == "linear")
    #expect(TimingCurve.keyboardSpring.timelineName == "keyboard spring")
  }
}
