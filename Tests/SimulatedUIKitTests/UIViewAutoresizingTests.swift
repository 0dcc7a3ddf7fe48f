import SimulationHelpers
import Testing

@testable import SimulatedUIKit

/// The autoresizing mask's arithmetic: what a view becomes when its superview changes size [A].

@Suite struct UIViewAutoresizingTests {
  private let portrait = CGSize(width: 320, height: 548)
  private let landscape = CGSize(width: 568, height: 300)

  @Test func flexibleWidthAndHeightFollowTheSuperviewsSize() {
    let mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight]
    let frame = CGRect(x: 0, y: 0, width: 320, height: 332)
    #expect(
      mask.resize(frame, from: portrait, to: landscape)
        == CGRect(x: 0, y: 0, width: 568, height: 84))
  }

  @Test func aFlexibleTopMarginKeepsTheDistanceToTheBottom() {
    // The 2012 xib's text field: flexible width and top margin, 20 pt above the gray view's bottom.
    let mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    let field = CGRect(x: 161, y: 498, width: 139, height: 30)
    let resized = mask.resize(
      field, from: CGSize(width: 320, height: 548), to: CGSize(width: 568, height: 84))
    #expect(resized == CGRect(x: 161, y: 34, width: 387, height: 30))
    #expect(84 - resized.maxY == 20)
  }

  @Test func noFlexibilityKeepsTheFrame() {
    let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(UIView.AutoresizingMask().resize(frame, from: portrait, to: landscape) == frame)
  }

  @Test func twoFlexibleMarginsShareTheChangeInProportion() {
    let mask: UIView.AutoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    // Margins 60 and 100: the 120 pt of extra width splits 45 / 75.
    let frame = CGRect(x: 60, y: 0, width: 160, height: 10)
    let resized = mask.resize(
      frame, from: CGSize(width: 320, height: 100), to: CGSize(width: 440, height: 100))
    #expect(isClose(resized, CGRect(x: 105, y: 0, width: 160, height: 10)))
  }

  @Test func threeFlexiblePartsShareTheChangeInProportion() {
    let mask: UIView.AutoresizingMask = [
      .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
    ]
    // Top 100, height 200, bottom 100: losing 200 pt takes 50 / 100 / 50.
    let frame = CGRect(x: 0, y: 100, width: 10, height: 200)
    let resized = mask.resize(
      frame, from: CGSize(width: 10, height: 400), to: CGSize(width: 10, height: 200))
    #expect(isClose(resized, CGRect(x: 0, y: 50, width: 10, height: 100)))
  }

  @Test func eachAxisFollowsOnlyItsOwnFlexibility() {
    let mask: UIView.AutoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
    let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(mask.resize(frame, from: portrait, to: landscape) == frame)
    let heightOnly: UIView.AutoresizingMask = [.flexibleHeight]
    #expect(
      heightOnly.resize(frame, from: portrait, to: landscape)
        == CGRect(x: 10, y: 20, width: 30, height: 40 - 248))
  }

  @Test func theBitsAreUIKits() {
    #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
    #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
    #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
    #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
    #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
    #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    // The xib's NSvFlags 274 is 256 + flexible width and height.
    #expect(UIView.AutoresizingMask([.flexibleWidth, .flexibleHeight]).rawValue == 274 - 256)
  }
}
