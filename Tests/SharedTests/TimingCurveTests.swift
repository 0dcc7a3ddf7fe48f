import Testing

@testable import Shared

/// The curves against known values (`research/uikit-facts.md` §2c).
@Suite struct TimingCurveTests {
  // The spring column of the table in §2c: critically damped, ω0 = √(1000/3).
  @Test(arguments: [
    (0.05, 0.232), (0.10, 0.545), (0.15, 0.758), (0.20, 0.879), (0.25, 0.942), (0.30, 0.973), (0.40, 0.994),
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
}
