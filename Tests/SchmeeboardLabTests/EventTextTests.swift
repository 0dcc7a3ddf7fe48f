import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedUIKit

/// How each kind of timeline event reads as a line.
@Suite struct EventTextTests {
  private func animation(
    _ name: String = "grayView.frame", from: [Double], to: [Double], duration: Double = 0.25,
    curve: String = "easeInOut",
    origin: String = "UIView.animate", inherited: Bool = false, fromCurrentState: Bool = false,
    rule: AnimationRecord.Rule = .nothingInFlight
  ) -> TimelineEvent {
    .animate(
      AnimationRecord(
        name: name, from: from, to: to, duration: duration, curve: curve, origin: origin,
        inheritedDuration: inherited, inheritedCurve: inherited,
        beginsFromCurrentState: fromCurrentState, rule: rule))
  }

  @Test func stepsCallsStatesNotesAndConstraints() {
    #expect(EventText.describe(.step("tap text-field")) == "step tap text-field")
    #expect(
      EventText.describe(.call(CallRecord(name: "willShowKeyboard(_:)")))
        == "call willShowKeyboard(_:)")
    #expect(
      EventText.describe(.call(CallRecord(name: "shouldAutorotate", result: "true")))
        == "call shouldAutorotate → true")
    #expect(
      EventText.describe(.state(StateChange(name: "isKeyboardVisible", value: true)))
        == "state isKeyboardVisible = true")
    #expect(EventText.describe(.note("already portrait")) == "note already portrait")
    #expect(
      EventText.describe(
        .constraint(ConstraintChange(name: "bottomLayoutConstraint", constant: 257.96)))
        == "constraint bottomLayoutConstraint.constant = 258")
    #expect(
      EventText.describe(
        .convert(ConversionRecord(from: [0, 568, 320, 216], to: [0, 548, 320, 216])))
        == "convert (0, 568, 320, 216) → (0, 548, 320, 216)")
  }

  @Test func aWillPostShowsItsFramesDurationCurveAndWhetherItIsLocal() {
    let post = PostRecord(
      name: "UIKeyboardWillShow", frameBegin: [0, 568, 320, 216], frameEnd: [0, 352, 320, 216],
      duration: 0.25,
      curve: 7, isLocal: true, observers: 1)
    #expect(
      EventText.describe(.post(post))
        == "post WillShow (0, 568, 320, 216) → (0, 352, 320, 216) 0.25 s curve 7 local")
  }

  @Test func aDidPostShowsOnlyItsFramesAndAForeignKeyboardIsNotLocal() {
    let did = PostRecord(
      name: "UIKeyboardDidHide", frameBegin: [0, 352, 320, 216], frameEnd: [0, 568, 320, 216],
      observers: 0)
    #expect(
      EventText.describe(.post(did)) == "post DidHide (0, 352, 320, 216) → (0, 568, 320, 216)")
    let foreign = PostRecord(
      name: "UIKeyboardDidShow", frameBegin: [0, 0, 1, 1], frameEnd: [0, 0, 1, 1], isLocal: false,
      observers: 0)
    #expect(!EventText.describe(.post(foreign)).contains("local"))
    let bare = PostRecord(name: "UIKeyboardWillHide", observers: 1)
    #expect(EventText.describe(.post(bare)) == "post WillHide")
  }

  @Test func aChangeOfOneSideNamesThatSide() {
    #expect(
      EventText.describe(animation(from: [0, 0, 320, 548], to: [0, 0, 320, 332], inherited: true))
        == "animate grayView.frame.height 548 → 332 0.25 s easeInOut inherited")
    #expect(
      EventText.describe(
        .set(ValueChange(name: "grayView.frame", from: [0, 0, 320, 548], to: [0, 0, 320, 332])))
        == "set grayView.frame.height 548 → 332")
    // A difference too small to print is not a change.
    #expect(
      EventText.describe(
        .set(ValueChange(name: "grayView.frame", from: [0, 0, 320, 548], to: [0, 0, 320.01, 332])))
        == "set grayView.frame.height 548 → 332")
  }

  @Test func aChangeOfSizeOrOfManySidesShowsMore() {
    #expect(
      EventText.describe(
        .set(ValueChange(name: "view.frame", from: [0, 20, 320, 548], to: [0, 20, 568, 300])))
        == "set view.frame.size 320 × 548 → 568 × 300")
    #expect(
      EventText.describe(
        .set(ValueChange(name: "view.frame", from: [0, 20, 320, 548], to: [0, 0, 320, 568])))
        == "set view.frame (0, 20, 320, 548) → (0, 0, 320, 568)")
    #expect(
      EventText.describe(.set(ValueChange(name: "keyboard.height", from: [0], to: [216])))
        == "set keyboard.height 0 → 216")
  }

  @Test func anAnimationNamesItsBlockUnlessItIsTheAppsOwn() {
    #expect(
      EventText.describe(animation("keyboard.height", from: [0], to: [216], origin: "keyboard"))
        == "animate keyboard.height 0 → 216 0.25 s easeInOut, keyboard")
    #expect(
      EventText.describe(
        animation(
          from: [0, 0, 320, 548], to: [0, 0, 568, 300], duration: 0.3, origin: "rotation",
          rule: .followsSuperview))
        == "animate grayView.frame.size 320 × 548 → 568 × 300 0.3 s easeInOut, rotation, follows")
  }

  @Test(arguments: [
    (AnimationRecord.Rule.replacedFromCurrentState, ", replaces"),
    (.jumpedToEndOfInFlight, ", after a jump"),
    (.addedToInFlight, ", additive"), (.mergedIntoBlock, ", merged"),
    (.followsSuperview, ", follows"), (.nothingInFlight, ""),
  ])
  func anAnimationSaysWhatBecameOfTheOneInFlight(rule: AnimationRecord.Rule, suffix: String) {
    let line = EventText.describe(
      animation(from: [0, 0, 320, 548], to: [0, 0, 320, 332], rule: rule))
    #expect(line == "animate grayView.frame.height 548 → 332 0.25 s easeInOut" + suffix)
  }

  @Test func beginFromCurrentStateWithNothingInFlightIsNamedOnlyForTheAppsAnimations() {
    #expect(
      EventText.describe(
        animation(from: [0, 0, 320, 548], to: [0, 0, 320, 332], fromCurrentState: true))
        == "animate grayView.frame.height 548 → 332 0.25 s easeInOut, from current")
    #expect(
      EventText.describe(
        animation(
          "keyboard.height", from: [0], to: [216], origin: "keyboard", fromCurrentState: true))
        == "animate keyboard.height 0 → 216 0.25 s easeInOut, keyboard")
  }
}
