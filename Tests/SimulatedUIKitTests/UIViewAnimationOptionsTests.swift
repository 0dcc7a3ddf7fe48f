import Testing

@testable import SimulatedUIKit

/// The options' bits are UIKit's, and the curve travels in bits 16–19 (`docs/behaviour-model.md` §5).

@Suite struct UIViewAnimationOptionsTests {
  @Test func theBitsAreUIKits() {
    #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 1 << 2)
    #expect(UIView.AnimationOptions.overrideInheritedDuration.rawValue == 1 << 5)
    #expect(UIView.AnimationOptions.overrideInheritedCurve.rawValue == 1 << 6)
    #expect(UIView.AnimationOptions.curveEaseInOut.rawValue == 0)
    #expect(UIView.AnimationOptions.curveEaseIn.rawValue == 1 << 16)
    #expect(UIView.AnimationOptions.curveEaseOut.rawValue == 2 << 16)
    #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
  }

  @Test func theCurveIsReadFromBits16To19() {
    #expect(UIView.AnimationOptions().curve == .easeInOut)
    #expect(UIView.AnimationOptions.curveEaseIn.curve == .easeIn)
    #expect(UIView.AnimationOptions.curveEaseOut.curve == .easeOut)
    #expect(
      UIView.AnimationOptions([.curveLinear, .beginFromCurrentState, .overrideInheritedCurve]).curve
        == .linear)
    // The keyboard's curve 7, shifted as the Corrected samples do.
    #expect(UIView.AnimationOptions(rawValue: 7 << 16).curve == .keyboardSpring)
    #expect(UIView.AnimationOptions(rawValue: 5 << 16).curve == .easeInOut)
  }

  @Test func theCurveRawValuesAreUIKits() {
    #expect(UIViewAnimationCurve.easeInOut.rawValue == 0)
    #expect(UIViewAnimationCurve.easeIn.rawValue == 1)
    #expect(UIViewAnimationCurve.easeOut.rawValue == 2)
    #expect(UIViewAnimationCurve.linear.rawValue == 3)
    // Imported from Objective-C, UIKit's enum accepts any raw value: the keyboard's 7 too.
    #expect(UIViewAnimationCurve(rawValue: 7)?.rawValue == 7)
    #expect(UIViewAnimationCurve(rawValue: 7) != .easeInOut)
  }
}
