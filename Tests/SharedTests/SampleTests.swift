import Testing

@testable import Shared

/// One 60 Hz sample: the gap between the keyboard's top and the gray view's bottom (`ios-model.md` §1).
@Suite struct SampleTests {
  @Test func theGapIsTheKeyboardsTopLessTheGrayViewsBottom() {
    let sample = Sample(time: 1, viewHeight: 548, keyboardHeight: 216, grayBottom: 300)
    #expect(sample.keyboardTop == 332)
    #expect(sample.gap == 32)
  }

  @Test func withNoKeyboardTheTopIsTheViewsBottom() {
    let sample = Sample(time: 0, viewHeight: 548, keyboardHeight: 0, grayBottom: 548)
    #expect(sample.keyboardTop == 548)
    #expect(sample.gap == 0)
  }

  @Test(arguments: [(-19.9, false), (-20, false), (-20.1, true), (5, false)])
  func theTextFieldHidesOnceMoreThanTwentyPointsAreCovered(gap: Double, hidden: Bool) {
    let sample = Sample(time: 0, viewHeight: 548, keyboardHeight: 216, grayBottom: 332 - gap)
    #expect(isClose(sample.gap, gap, tolerance: 1e-9))
    #expect(sample.textFieldIsCovered == hidden)
  }
}
