import Testing

@testable import SimulatedUIKit

/// The masks' bits are `1 << orientation`, as UIKit's [A].
@Suite struct UIInterfaceOrientationMaskTests {
  @Test func theBitsAreOneShiftedByTheOrientation() {
    #expect(UIInterfaceOrientationMask.portrait.rawValue == 1 << 1)
    #expect(UIInterfaceOrientationMask.portraitUpsideDown.rawValue == 1 << 2)
    #expect(UIInterfaceOrientationMask.landscapeRight.rawValue == 1 << 3)
    #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue == 1 << 4)
    #expect(UIInterfaceOrientationMask.all.rawValue == 30)
    #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
  }

  @Test(arguments: UIInterfaceOrientation.allCases)
  func allAllowsEveryOrientationAndAllButUpsideDownAllButOne(orientation: UIInterfaceOrientation) {
    #expect(UIInterfaceOrientationMask.all.allows(orientation))
    #expect(
      UIInterfaceOrientationMask.allButUpsideDown.allows(orientation)
        == (orientation != .portraitUpsideDown))
    #expect(UIInterfaceOrientationMask.landscape.allows(orientation) == orientation.isLandscape)
  }

  @Test func theTimelineNamesTheCommonMasks() {
    #expect(UIInterfaceOrientationMask.all.timelineDescription == "all")
    #expect(UIInterfaceOrientationMask.allButUpsideDown.timelineDescription == "allButUpsideDown")
    #expect(UIInterfaceOrientationMask.portrait.timelineDescription == "mask 2")
  }
}
