import Testing

@testable import SimulatedUIKit

/// The portrait-fixed screen of iOS 5–7 and the interface turned inside it (`docs/behaviour-model.md` §3, §6).
@Suite struct ScreenSpaceTests {
  private let iPhone5 = ScreenSpace(portraitSize: CGSize(width: 320, height: 568))

  @Test func theInterfaceIsTheScreenTurnedInLandscape() {
    #expect(iPhone5.interfaceSize(in: .portrait) == CGSize(width: 320, height: 568))
    #expect(iPhone5.interfaceSize(in: .portraitUpsideDown) == CGSize(width: 320, height: 568))
    #expect(iPhone5.interfaceSize(in: .landscapeLeft) == CGSize(width: 568, height: 320))
    #expect(iPhone5.interfaceSize(in: .landscapeRight) == CGSize(width: 568, height: 320))
  }

  // The interface's top-left corner, 10 wide and 20 tall, found by turning a phone by hand:
  // home button on the left (landscapeLeft) puts the interface's top-left at the screen's
  // bottom-left; on the right, at the screen's top-right.
  @Test(arguments: [
    (UIInterfaceOrientation.portrait, CGRect(x: 0, y: 0, width: 10, height: 20)),
    (.portraitUpsideDown, CGRect(x: 310, y: 548, width: 10, height: 20)),
    (.landscapeLeft, CGRect(x: 0, y: 558, width: 20, height: 10)),
    (.landscapeRight, CGRect(x: 300, y: 0, width: 20, height: 10)),
  ])
  func theInterfacesTopLeftCornerLandsWhereTheHomeButtonSays(
    orientation: UIInterfaceOrientation, expected: CGRect
  ) {
    let corner = CGRect(x: 0, y: 0, width: 10, height: 20)
    #expect(iPhone5.portraitRect(fromInterface: corner, in: orientation) == expected)
  }

  // The keyboard at the interface's bottom, as the screen sees it: a tall, narrow rect in landscape.
  @Test(arguments: [
    (UIInterfaceOrientation.portrait, CGRect(x: 0, y: 352, width: 320, height: 216)),
    (.portraitUpsideDown, CGRect(x: 0, y: 0, width: 320, height: 216)),
    (.landscapeLeft, CGRect(x: 158, y: 0, width: 162, height: 568)),
    (.landscapeRight, CGRect(x: 0, y: 0, width: 162, height: 568)),
  ])
  func theKeyboardAtTheInterfacesBottomLiesAlongAScreenEdge(
    orientation: UIInterfaceOrientation, screen: CGRect
  ) {
    let size = iPhone5.interfaceSize(in: orientation)
    let height: CGFloat = orientation.isLandscape ? 162 : 216
    let keyboard = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
    #expect(iPhone5.portraitRect(fromInterface: keyboard, in: orientation) == screen)
    #expect(iPhone5.interfaceRect(fromPortrait: screen, in: orientation) == keyboard)
  }

  @Test(arguments: UIInterfaceOrientation.allCases)
  func mappingThereAndBackGivesTheSameRect(orientation: UIInterfaceOrientation) {
    let spaces = [iPhone5, ScreenSpace(portraitSize: CGSize(width: 768, height: 1024))]
    let rects = [
      CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 12.5, y: 40, width: 100, height: 7.25),
      CGRect(x: 0, y: 0, width: 0, height: 0), CGRect(x: 3, y: 500, width: 162, height: 300),
    ]
    for space in spaces {
      for rect in rects {
        let screen = space.portraitRect(fromInterface: rect, in: orientation)
        #expect(space.interfaceRect(fromPortrait: screen, in: orientation) == rect)
        let interface = space.interfaceRect(fromPortrait: rect, in: orientation)
        #expect(space.portraitRect(fromInterface: interface, in: orientation) == rect)
        #expect(screen.width * screen.height == rect.width * rect.height)
      }
    }
  }

  @Test func thePortraitMappingIsTheIdentity() {
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(iPhone5.portraitRect(fromInterface: rect, in: .portrait) == rect)
    #expect(iPhone5.interfaceRect(fromPortrait: rect, in: .portrait) == rect)
  }

  @Test func theWholeScreenMapsToTheWholeScreen() {
    for orientation in UIInterfaceOrientation.allCases {
      let size = iPhone5.interfaceSize(in: orientation)
      let whole = CGRect(origin: .zero, size: size)
      #expect(
        iPhone5.portraitRect(fromInterface: whole, in: orientation)
          == CGRect(x: 0, y: 0, width: 320, height: 568))
    }
  }
}
