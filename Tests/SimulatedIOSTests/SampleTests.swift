import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// One 60 Hz sample: the gap between the keyboard's top and the gray view's bottom (`docs/behaviour-model.md` §1).
@Suite struct SampleTests {
  @Test func theGapIsTheKeyboardsTopLessTheGrayViewsBottom() {
    let sample = Sample(
      time: 1, viewHeight: 548, keyboardHeight: 216, grayBottom: 300, viewWidth: 320)
    #expect(sample.keyboardTop == 332)
    #expect(sample.gap == 32)
  }

  @Test func withNoKeyboardTheTopIsTheViewsBottom() {
    let sample = Sample(
      time: 0, viewHeight: 548, keyboardHeight: 0, grayBottom: 548, viewWidth: 320)
    #expect(sample.keyboardTop == 548)
    #expect(sample.gap == 0)
  }

  @Test(arguments: [(216.0, true), (0.01, true), (0, false)])
  func aKeyboardIsUpWhileAnyOfItIsOnScreen(height: Double, isUp: Bool) {
    let sample = Sample(
      time: 0, viewHeight: 548, keyboardHeight: height, grayBottom: 548, viewWidth: 320)
    #expect(sample.keyboardIsUp == isUp)
  }
}
