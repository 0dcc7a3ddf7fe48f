import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import TechniqueMedcalfInsets

/// What Tim Medcalf's gist (2014) says of the technique, and what the model shows.

@Suite struct MedcalfInsetsClaimTests {
  private func run(_ scenario: Scenario, device: Device, os: Int) -> Timeline {
    TestSupport.run(MedcalfInsetsVariant.self, scenario, device: device, os: os)
  }

  /// Every device and iOS version from the gist's deployment target on.
  static let supportedPairs = RunTarget.modelled.filter { $0.release.major >= 7 }

  // "This works unchanged no matter where the table view is on the screen (including dealing with
  // orientation, hierarchy, container view controllers & all devices)": confirmed for where things
  // come to rest on every device with a home button, the gist's devices. Rotations, half turns,
  // Split View (the table away from the screen's origin) and the status bar of iOS 6 all end with
  // the table's visible bottom on the keyboard's top.
  @Test(arguments: [BuiltInScenario.rotate, .rotate180, .splitView, .showHide, .dip])
  func comesToRestOnTheKeyboardEverywhere(scenario: BuiltInScenario) {
    for pair in Self.supportedPairs where pair.device.safeArea == nil {
      let timeline = run(scenario.scenario, device: pair.device, os: pair.release.major)
      #expect(
        abs(timeline.rest.gap) < 0.05 && timeline.verdict != .stuck,
        "\(scenario.rawValue) on \(pair.device.displayName) iOS \(pair.release.major)")
    }
  }

  // Finding: "works all the time" does not hold in between. Before iOS 8 the rotation's will-hide
  // animates the inset to 0 and the will-show, inside the rotation, cuts that short (no
  // begin-from-current-state): the inset jumps to 0 while the keyboard stays up, and the last row
  // is under the keyboard for the length of the rotation. On iPhone from iOS 10 the will-hide lands
  // at once, with the same result.
  @Test(arguments: [(Device.iphone5, 7), (.ipad2, 7), (.iphone7, 10)])
  func rotationDropsTheInsetForAMoment(pair: (Device, Int)) throws {
    let timeline = run(BuiltInScenario.rotate.scenario, device: pair.0, os: pair.1)
    #expect(timeline.verdict == .glitch)
    let keyboard = try #require(timeline.posts("UIKeyboardWillHide").first?.record.frameEnd)
    #expect(timeline.measurements.largestCover >= min(keyboard[2], keyboard[3]))
  }

  // Finding: not on a device without a home button. From iOS 11 a table's adjustedContentInset adds
  // the safe area to its contentInset, and the keyboard's frame covers the home indicator, so the
  // gist's inset (the keyboard's whole overlap) leaves the safe area's bottom inset of pink above
  // the keyboard at rest: 34 pt on the iPhone X in portrait.
  @Test func aDeviceWithoutAHomeButtonLeavesTheSafeAreasInsetAboveTheKeyboard() {
    let timeline = run(BuiltInScenario.showHide.scenario, device: .iphonex, os: 11)
    #expect(timeline.verdict == .stuck)
    #expect(timeline.rests.contains { abs($0.gap - 34) < 0.05 })
  }

  // Finding: from iOS 11 a taller keyboard posts no will-show, and the gist observes nothing else:
  // the last row stays 36 pt under the emoji keyboard.
  @Test func tallerKeyboardIsMissedFromIOS11() {
    let timeline = run(BuiltInScenario.switchKeyboard.scenario, device: .iphone7, os: 11)
    #expect(abs(timeline.rest.gap + 36) < 0.05)
    #expect(timeline.verdict == .stuck)
  }

  // "be aware that it's always reported in portrait": true before iOS 8, where the landscape
  // keyboard is a tall, narrow rectangle (and why the gist converts it); from iOS 8 the rectangle
  // follows the interface.
  @Test func keyboardFrameIsPortraitOnlyBeforeIOS8() throws {
    let iOS7 = run(BuiltInScenario.rotate.scenario, device: .iphone5, os: 7)
    let iOS7Show = try #require(iOS7.posts("UIKeyboardWillShow").dropFirst().first?.record.frameEnd)
    #expect(iOS7Show[2] == 162 && iOS7Show[3] == 568)
    let iOS8 = run(BuiltInScenario.rotate.scenario, device: .iphone5, os: 8)
    let iOS8Show = try #require(iOS8.posts("UIKeyboardWillShow").dropFirst().first?.record.frameEnd)
    #expect(iOS8Show[2] == 568 && iOS8Show[3] == 194)
  }

  // "The keyboard is always 216 points high" … "(No it isn't!)": confirmed; the inset is the
  // intersection's height, whatever the keyboard's.
  @Test func insetIsTheIntersectionWhateverTheKeyboard() {
    let heights = [(Device.iphone5, 7, 216.0), (.iphone5, 8, 253), (.ipadair2, 10, 313)].map {
      run(BuiltInScenario.showHide.scenario, device: $0.0, os: $0.1).lastValue(
        of: "myTableView.contentInset", before: 1)?[2]
    }
    #expect(heights == [216, 253, 313])
  }

  @Test func defaultRunTimeline() throws {
    try expectGenerated(BuiltInVariant(MedcalfInsetsVariant.self).goldenTimeline)
  }
}
