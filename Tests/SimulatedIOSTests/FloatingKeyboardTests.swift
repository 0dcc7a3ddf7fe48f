import SimulationHelpers
import TestSupport
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// iPadOS 13's floating keyboard (`docs/behaviour-model.md` §9), as QMUI's notes describe the
/// iPad's floating keyboard (QMUIKeyboardManager.m, note 4): docked → floating posts a
/// will-change-frame and a will-hide; moving it posts only a will-change-frame whose end frame is
/// zero and whose begin frame is where it was; floating → docked posts a will-change-frame and a
/// will-show.
@Suite struct FloatingKeyboardTests {
  private static let script = """
    at 0 tap text-field
    at 1 ipad-keyboard float
    at 2 ipad-keyboard drag
    at 3 ipad-keyboard dock
    """

  @Test func floatingMovingAndDockingPostWhatQMUIsNotesSay() throws {
    let (result, _) = try runRecording(Self.script, device: .ipadpro11, os: 13)
    let float = try #require(result.firstStep("ipad-keyboard float"))
    let drag = try #require(result.firstStep("ipad-keyboard drag"))
    let dock = try #require(result.firstStep("ipad-keyboard dock"))
    #expect(
      result.postNames(from: float, to: drag) == [
        "UIKeyboardWillChangeFrame", "UIKeyboardWillHide", "UIKeyboardDidChangeFrame",
        "UIKeyboardDidHide",
      ])
    #expect(
      result.postNames(from: drag, to: dock) == [
        "UIKeyboardWillChangeFrame", "UIKeyboardDidChangeFrame",
      ])
    #expect(
      result.postNames(from: dock) == [
        "UIKeyboardWillChangeFrame", "UIKeyboardWillShow", "UIKeyboardDidChangeFrame",
        "UIKeyboardDidShow",
      ])
  }

  // The floating keyboard is phone-sized (320 × 253) at the left side, its bottom on the iPad
  // Pro's 20 pt home indicator: (0, 1194 − 20 − 253). Moving it ends in the empty frame.
  @Test func movingTheFloatingKeyboardEndsInAnEmptyFrame() throws {
    let (result, _) = try runRecording(Self.script, device: .ipadpro11, os: 13)
    let moved = result.posts(from: try #require(result.firstStep("ipad-keyboard drag")))
    #expect(moved[0].frameBegin == [0, 921, 320, 253])
    #expect(moved[0].frameEnd == [0, 0, 0, 0])
    let docked = result.posts(from: try #require(result.firstStep("ipad-keyboard dock")))
    #expect(docked[1].frameBegin == [0, 921, 320, 253])
  }

  // A sample draws the floating keyboard where it floats, at its own width; the docked keyboard's
  // height is 0 while it floats: it covers nothing the app must move.
  @Test func aSampleDrawsTheFloatingKeyboardAtItsWidth() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 ipad-keyboard float", device: .ipadpro11, os: 13)
    let floating = try #require(result.rest.floatingKeyboard)
    #expect(floating == FloatingKeyboard(top: 921, height: 253, isSplit: false, width: 320))
    #expect(result.rest.keyboardHeight == 0)
  }

  @Test(arguments: [(Device.ipadair2, 12), (.iphonex, 13), (.ipadair2, 13)])
  func onlyAnIPadOnIOS13OrLaterFloatsItsKeyboard(device: Device, os: Int) {
    let refusal = SystemRules(device: device, release: IOSRelease(os)).refusal(
      of: .ipadKeyboard(.float))
    #expect((refusal == nil) == (device.isPad && os >= 13))
  }

  @Test func movingADockedKeyboardPostsNothing() throws {
    let (result, _) = try runRecording(
      "at 0 tap text-field\nat 1 ipad-keyboard drag", device: .ipadpro11, os: 13)
    #expect(result.postNames(from: try #require(result.firstStep("ipad-keyboard drag"))).isEmpty)
  }
}
