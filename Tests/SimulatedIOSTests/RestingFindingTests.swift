import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The resting layout on a device without a home button (`docs/behaviour-model.md` §9): a text
/// field (30 pt tall, 20 pt above the gray view's bottom) that rests in the home indicator's band
/// with no keyboard up, or under the status bar and the sensor housing, is a finding the verdict's
/// reason names, band and depth; the verdict's words stay.
@Suite struct RestingFindingTests {
  private static let iPhoneX = Device.iphonex.safeArea
  private static let iPadPro = Device.ipadpro11.safeArea

  /// A rest on an 812 pt iPhone X screen in portrait, the gray view's bottom at `grayBottom`.
  private func rest(grayBottom: Double, keyboard: Double = 0) -> Sample {
    var sample = Sample(
      time: 2, viewHeight: 812, keyboardHeight: keyboard, grayBottom: grayBottom, viewWidth: 375)
    sample.homeIndicator = 34
    return sample
  }

  // A gray view pinned to the screen's bottom (812) puts the field's bottom at 792, 14 pt into the
  // indicator's band (778 to 812); pinned to the safe area's bottom (778), the field is above it.
  @Test func aFieldInTheHomeIndicatorsBandIsNamed() {
    let rules = VerdictRules.standard
    #expect(
      rules.restingFinding(in: [rest(grayBottom: 812)], safeArea: Self.iPhoneX)
        == RestingFinding(band: .homeIndicator, time: 2, points: 14))
    #expect(rules.restingFinding(in: [rest(grayBottom: 778)], safeArea: Self.iPhoneX) == nil)
    // With the keyboard up the band is under the keyboard: what covers the field is the verdict's.
    #expect(
      rules.restingFinding(in: [rest(grayBottom: 812, keyboard: 335)], safeArea: Self.iPhoneX)
        == nil)
  }

  // A field from 10 to 40 pt down the screen is 30 pt under the iPhone X's 44 pt status bar around
  // its sensor housing; on the iPad Pro, 24 pt under its status bar, 14 pt of it.
  @Test func aFieldUnderTheStatusBarIsNamedWithItsBand() {
    let rules = VerdictRules.standard
    #expect(
      rules.restingFinding(in: [rest(grayBottom: 60)], safeArea: Self.iPhoneX)
        == RestingFinding(band: .sensorHousing, time: 2, points: 30))
    #expect(
      rules.restingFinding(in: [rest(grayBottom: 60)], safeArea: Self.iPadPro)
        == RestingFinding(band: .statusBar, time: 2, points: 14))
    #expect(rules.restingFinding(in: [rest(grayBottom: 60)], safeArea: nil) == nil)
  }
}
