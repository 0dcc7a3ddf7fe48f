import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// iPadOS's mini toolbar (`docs/behaviour-model.md` §8.1), on an iPad Pro 11-inch on iPadOS 17 in
/// portrait, 834 × 1194 pt, where a hardware keyboard leaves the centred toolbar, 400 pt wide and
/// 55 pt tall over the home indicator's 20 pt. WWDC23 session 10281: "Using a flick gesture, this
/// toolbar can also be minimized"; outside Stage Manager "this mini toolbar does not act as part of
/// the keyboard and will overlap your views"; "when in Stage Manager, the mini toolbar does act as
/// part of the keyboard". What is posted, and the mini toolbar's 120 pt at the screen's bottom
/// right-hand corner, are the model's.
@Suite struct MinimisedToolbarClaimTests {
  private func run(
    _ variant: BuiltInVariant, _ scenario: BuiltInScenario,
    assuming assumptions: Set<SystemRules.Rule> = []
  ) -> Timeline {
    variant.timeline(
      scenario.scenario, on: RunTarget(device: .ipadpro11, release: IOSRelease(17)),
      assuming: assumptions)
  }

  /// The rest kept just before the step at `time`.
  private func rest(before time: Double, in timeline: Timeline) throws -> Sample {
    try #require(timeline.rests.first { abs($0.time - time) < 0.001 })
  }

  /// The names of the notifications posted from `time` up to a second later.
  private func names(at time: Double, in timeline: Timeline) -> [String] {
    timeline.entries.compactMap { entry in
      guard entry.time >= time, entry.time < time + 1, case .post(let post) = entry.event else {
        return nil
      }
      return post.name
    }
  }

  // Outside Stage Manager the mini toolbar "does not act as part of the keyboard and will overlap
  // your views": the minimise at 2 s tells the app the keyboard went, with a will-hide whose end
  // frame is below the screen, and the mini toolbar stays on screen, 75 pt tall at the bottom
  // right-hand corner. CorrectedSchmeeboard3, pinned above the full toolbar, follows the will-hide
  // down to the screen's bottom and rests under the mini toolbar, 75 pt covered; the keyboard
  // layout guide drops to the safe area's bottom, 55 pt under it (the home indicator's 20 pt
  // less). Restored at 3 s, a will-show brings both back onto the toolbar. Read the other way, the mini toolbar acts as part of the keyboard here too: a
  // will-change-frame to its own frame, and the field rests on it.
  @Test func outsideStageManagerTheMiniToolbarOverlapsAFieldPinnedAboveTheToolbar() throws {
    let corrected = run(.correctedSchmeeboard3, .minimiseToolbar)
    #expect(
      names(at: 2, in: corrected) == [
        "UIKeyboardWillChangeFrame", "UIKeyboardWillHide", "UIKeyboardDidChangeFrame",
        "UIKeyboardDidHide",
      ])
    let hide = try #require(corrected.posts("UIKeyboardWillHide").first?.record)
    #expect(hide.frameBegin == [217, 1119, 400, 75])
    #expect(hide.frameEnd == [714, 1194, 120, 75])
    let minimised = try rest(before: 3, in: corrected)
    #expect(minimised.keyboardIsBar == true && minimised.keyboardBarIsMinimised == true)
    #expect(minimised.keyboardBarWidth == 120 && minimised.keyboardHeight == 75)
    #expect(abs(minimised.gap + 75) < 0.01)
    #expect(abs(try rest(before: 4, in: corrected).gap) < 0.01)
    #expect(corrected.verdict == .stuck && corrected.reason.side == .covered)

    let guide = run(.keyboardLayoutGuide, .minimiseToolbar)
    #expect(abs(try rest(before: 3, in: guide).gap + 55) < 0.01)
    #expect(abs(try rest(before: 4, in: guide).gap) < 0.01)

    let assumed = run(
      .correctedSchmeeboard3, .minimiseToolbar,
      assuming: [.minimisedToolbarActsAsKeyboardOnlyInStageManager])
    #expect(names(at: 2, in: assumed) == ["UIKeyboardWillChangeFrame", "UIKeyboardDidChangeFrame"])
    #expect(
      assumed.posts("UIKeyboardWillChangeFrame").contains {
        $0.record.frameEnd == [714, 1119, 120, 75]
      })
    #expect(abs(try rest(before: 3, in: assumed).gap) < 0.01)
  }

  // In Stage Manager "the mini toolbar does act as part of the keyboard": in a window that reaches
  // the screen's bottom, the minimise at 3 s posts a will-change-frame from the toolbar's frame to
  // the mini toolbar's, and content pinned to the keyboard, by the keyboard layout guide or by
  // converting the frame from the screen's coordinate space, rests on the mini toolbar.
  @Test func inStageManagerContentRestsOnTheMiniToolbar() throws {
    for variant in [BuiltInVariant.keyboardLayoutGuide, .screenSpaceNotifications] {
      let timeline = run(variant, .stageMiniToolbar)
      #expect(
        names(at: 3, in: timeline) == ["UIKeyboardWillChangeFrame", "UIKeyboardDidChangeFrame"])
      let change = try #require(
        timeline.posts("UIKeyboardWillChangeFrame").first { $0.record.frameEnd?.first == 714 })
      #expect(change.record.frameBegin == [217, 1119, 400, 75])
      #expect(change.record.frameEnd == [714, 1119, 120, 75])
      let minimised = try rest(before: 4, in: timeline)
      #expect(minimised.keyboardBarIsMinimised == true && minimised.keyboardHeight == 75)
      #expect(abs(minimised.gap) < 0.01, "\(variant)")
    }
  }

  // The mini toolbar needs an iPad on iPadOS 15 or later: on an iPhone 15 a hardware keyboard can
  // be attached (its candidate bar), but the minimise and the restore cannot happen, so the run is
  // n/a, its reason the refusal, not judged as if the scenario had happened.
  @Test func onAnIPhoneTheMinimiseCannotHappenAndTheRunIsNotApplicable() throws {
    let timeline = BuiltInVariant.correctedSchmeeboard3.timeline(
      BuiltInScenario.minimiseToolbar.scenario,
      on: RunTarget(device: .iphone15, release: IOSRelease(17)))
    #expect(timeline.verdict == .notApplicable)
    let refusal = try #require(timeline.reason.refusal)
    #expect(refusal.hasPrefix("no hardware keyboard toolbar to minimise here"), "\(refusal)")
  }
}
