import Testing

@testable import SimulatedUIKit

/// Orientations: UIKit's raw values, which are landscape, which turns are half turns, and their names.
@Suite struct UIInterfaceOrientationTests {
  @Test func halfTurnsAreBetweenTheTwoPortraitsOrTheTwoLandscapes() {
    #expect(UIInterfaceOrientation.landscapeRight.isHalfTurn(to: .landscapeLeft))
    #expect(UIInterfaceOrientation.landscapeLeft.isHalfTurn(to: .landscapeRight))
    #expect(UIInterfaceOrientation.portrait.isHalfTurn(to: .portraitUpsideDown))
    #expect(!UIInterfaceOrientation.portrait.isHalfTurn(to: .landscapeLeft))
    #expect(!UIInterfaceOrientation.portrait.isHalfTurn(to: .portrait))
  }

  @Test func theRawValuesAreUIKits() {
    #expect(UIInterfaceOrientation.portrait.rawValue == 1)
    #expect(UIInterfaceOrientation.portraitUpsideDown.rawValue == 2)
    #expect(UIInterfaceOrientation.landscapeRight.rawValue == 3)
    #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4)
  }

  @Test func onlyTheLandscapesAreLandscape() {
    #expect(
      UIInterfaceOrientation.allCases.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
  }

  @Test func scenarioAndSwiftNames() {
    #expect(
      UIInterfaceOrientation.allCases.map(\.scenarioName) == [
        "portrait", "portrait-upside-down", "landscape-left", "landscape-right",
      ])
    #expect(
      UIInterfaceOrientation.allCases.map(\.swiftName) == [
        "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight",
      ])
  }
}
