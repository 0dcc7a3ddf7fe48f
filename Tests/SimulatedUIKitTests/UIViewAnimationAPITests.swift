import SimulationHelpers
import TestSupport
import Testing

@testable import SimulatedUIKit

/// The rest of `UIView`'s animation API as user code calls it (`docs/behaviour-model.md` §5):
/// a delay, the short forms, the keyboard's curve passed as options, springs, what a block reads
/// of the animation it is in, and turning animations off [A: Apple's `UIView` reference].
@Suite struct UIViewAnimationAPITests {
  // "delay: The amount of time (measured in seconds) to wait before beginning the animations"; the
  // model value changes at once, as for any animation [A].
  @Test func aDelayedAnimationChangesTheModelNowAndStartsMovingAfterTheDelay() {
    let notebook = Notebook()
    let result = runProbe(os: 10) { probe in
      let start = probe.grayView.frame.height
      UIView.animate(
        withDuration: 1, delay: 0.5, options: .curveLinear,
        animations: { probe.grayView.frame.size.height -= 200 },
        completion: { _ in notebook["completion"] = probe.now.seconds })
      notebook["model"] = Double(probe.grayView.frame.height - start)
      for time in [0.25, 0.5, 1.0, 1.5] {
        probe.at(time) { notebook["\(time)"] = Double(probe.shown(probe.grayView).height - start) }
      }
    }
    #expect(notebook["model"] == -200)
    #expect(notebook["0.25"] == 0 && notebook["0.5"] == 0)
    #expect(isClose(notebook["1.0"]!, -100))
    #expect(isClose(notebook["1.5"]!, -200))
    #expect(notebook["completion"] == 1.5)
    #expect(result.animations(of: "grayView.frame").last?.delay == 0.5)
  }

  // animate(withDuration:animations:) is "delay 0, options []": ease-in-out, UIKit's default curve.
  @Test func theShortFormAnimatesAtOnceWithTheDefaultCurve() {
    let notebook = Notebook()
    let result = runProbe(os: 10) { probe in
      UIView.animate(
        withDuration: 0.3, animations: { probe.grayView.frame.origin.y = 40 },
        completion: { finished in notebook["finished"] = finished ? 1 : 0 })
    }
    let record = result.animations(of: "grayView.frame").last
    #expect(record?.curve == "easeInOut" && record?.duration == 0.3 && record?.delay == nil)
    #expect(notebook["finished"] == 1)
  }

  // The keyboard's curve 7 travels in the options as `curve << 16`, as handlers write it, and
  // gives the keyboard's own spring (§5).
  @Test func theKeyboardsCurveShiftedIntoTheOptionsIsTheKeyboardsSpring() {
    let options = UIView.AnimationOptions(rawValue: UInt(7 << 16))
    #expect(options.curve == .keyboardSpring)
    #expect(UIView.AnimationOptions.allowUserInteraction.rawValue == 1 << 1)
    #expect(UIView.AnimationOptions.layoutSubviews.rawValue == 1 << 0)
    let result = runProbe(os: 10) { probe in
      UIView.animate(
        withDuration: 0.25, delay: 0, options: options.union(.beginFromCurrentState),
        animations: { probe.grayView.frame.origin.y = 40 })
    }
    #expect(result.animations(of: "grayView.frame").last?.curve == "keyboard spring")
  }

  // inheritedAnimationDuration is the duration of the animation the code runs in, 0 outside one
  // [A]; areAnimationsEnabled is false inside performWithoutAnimation and after
  // setAnimationsEnabled(false) [A].
  @Test func blocksReadTheDurationTheyRunInAndWhetherAnimationsAreOn() {
    let notebook = Notebook()
    _ = runProbe(os: 10) { probe in
      notebook["outside"] = UIView.inheritedAnimationDuration
      UIView.animate(
        withDuration: 0.4, delay: 0, options: [],
        animations: { notebook["inside"] = UIView.inheritedAnimationDuration })
      UIView.performWithoutAnimation {
        notebook["enabled without animation"] = UIView.areAnimationsEnabled ? 1 : 0
      }
      notebook["enabled"] = UIView.areAnimationsEnabled ? 1 : 0
      UIView.setAnimationsEnabled(false)
      notebook["enabled after turning off"] = UIView.areAnimationsEnabled ? 1 : 0
      let before = probe.grayView.frame.origin.y
      UIView.animate(
        withDuration: 1, delay: 0, options: [],
        animations: { probe.grayView.frame.origin.y = before + 100 })
      notebook["shown after a disabled animation"] = Double(
        probe.shown(probe.grayView).origin.y - before)
      UIView.setAnimationsEnabled(true)
    }
    #expect(notebook["outside"] == 0 && notebook["inside"] == 0.4)
    #expect(notebook["enabled without animation"] == 0 && notebook["enabled"] == 1)
    #expect(notebook["enabled after turning off"] == 0)
    #expect(notebook["shown after a disabled animation"] == 100)
  }

  // A spring with damping ratio 1 runs the duration asked and never passes its target; a lower
  // ratio overshoots [A: "a damping ratio of 1 … smoothly decelerates … without oscillation";
  // M: the stiffness].
  @Test func aSpringSettlesWithinItsDurationAndOvershootsOnlyBelowADampingOfOne() {
    for (ratio, overshoots) in [(1.0, false), (0.3, true)] {
      let notebook = Notebook()
      _ = runProbe(os: 10) { probe in
        let start = probe.grayView.frame.origin.y
        UIView.animate(
          withDuration: 1, delay: 0, usingSpringWithDamping: ratio, initialSpringVelocity: 0,
          options: [], animations: { probe.grayView.frame.origin.y = start + 100 })
        var farthest = 0.0
        for tick in 1...60 {
          probe.at(Double(tick) / 60) {
            farthest = max(farthest, Double(probe.shown(probe.grayView).origin.y - start))
            notebook["farthest"] = farthest
            notebook["at \(tick)"] = Double(probe.shown(probe.grayView).origin.y - start)
          }
        }
      }
      #expect((notebook["farthest"]! > 100.5) == overshoots, "damping \(ratio)")
      #expect(notebook["at 60"] == 100, "damping \(ratio)")
    }
  }
}
