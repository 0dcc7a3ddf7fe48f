import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// A sample says which keyboard is on screen when it is not a docked software keyboard, so that a
/// picture can draw it: an undocked or split keyboard where it floats, a hardware keyboard's bar.
@Suite struct KeyboardShapeTests {
  private func rests(_ scenario: BuiltInScenario, device: Device, os: Int) -> [Sample] {
    BuiltInVariant.correctedSchmeeboard3.timeline(
      scenario.scenario,
      on: RunTarget(
        device: device, release: IOSRelease(os)
      )
    ).rests
  }

  // The built-in undock-keyboard scenario: docked at 1 s, undocked at 2 s, split at 3 s, docked
  // again at 4 s. Undocked and split, the keyboard floats with its bottom at the middle of the
  // screen (§8.2's [M] placement), over content that fills the screen.
  @Test func anUndockedOrSplitKeyboardIsWhereItFloats() {
    let rests = rests(.undockKeyboard, device: .ipadair2, os: 10)
    #expect(rests.map(\.time) == [1, 2, 3, 4])
    #expect(rests[0].floatingKeyboard == nil && rests[3].floatingKeyboard == nil)
    for (rest, isSplit) in zip(rests[1...2], [false, true]) {
      let floating = rest.floatingKeyboard
      #expect(floating?.isSplit == isSplit)
      #expect(floating.map { $0.top + $0.height } == rest.viewHeight / 2)
      #expect(rest.keyboardHeight == 0)
    }
  }

  // The built-in hardware-keyboard scenario on an iPad, iOS 9+: the keyboard shrinks to the 55 pt
  // Shortcut Bar while the hardware keyboard is attached, and that bar is what the sample shows.
  @Test func aHardwareKeyboardLeavesItsBar() {
    let rests = rests(.hardwareKeyboard, device: .ipadair2, os: 10)
    #expect(rests.map(\.keyboardIsBar) == [nil, true, nil])
    #expect(rests[1].keyboardHeight == 55)
  }
}
