import SimulationHelpers
import TestSupport
import Testing

@testable import SimulatedUIKit

/// `UIView.animateKeyframes` and `addKeyframe` [A: Apple-AnimateKeyframes, Apple-AddKeyframe]: each
/// keyframe's changes move over its slice of the whole duration, the whole on the curve its
/// options carry (ease-in-out by default) [1: SO-68056506], sampled as the screen shows them.
@Suite struct KeyframeAnimationTests {
  /// The options of a keyframe animation that runs at constant speed, as apps write it: the
  /// curve bits of `UIView.AnimationOptions` in a keyframe option set.
  private let linear = UIView.KeyframeAnimationOptions(
    rawValue: UIView.AnimationOptions.curveLinear.rawValue)

  /// The gray view's shown top, relative to where it started, at each of `times`, after `script`
  /// starts an animation at the run's first moment, and the animations the timeline records of
  /// its frame.
  private func shownTops(
    at times: [Double], _ script: @escaping (UIView) -> Void
  ) -> (tops: [Double: Double], records: [AnimationRecord]) {
    let notebook = Notebook()
    let result = runProbe(os: 11) { probe in
      let start = probe.grayView.frame.origin.y
      let begun = probe.now.seconds
      script(probe.grayView)
      for time in times {
        probe.at(begun + time) {
          notebook["\(time)"] = Double(probe.shown(probe.grayView).origin.y - start)
        }
      }
    }
    var tops: [Double: Double] = [:]
    for time in times { tops[time] = notebook["\(time)"] }
    return (tops, result.animations(of: "grayView.frame"))
  }

  // Two keyframes, each half of 1 s, each moving the view 100 pt down, on a linear whole: the
  // view is 50 pt down at a quarter, 100 at half, 150 at three quarters, 200 at the end.
  @Test func eachKeyframeMovesOverItsSliceOfTheWhole() {
    let (tops, _) = shownTops(at: [0.25, 0.5, 0.75, 1]) { view in
      UIView.animateKeyframes(
        withDuration: 1, delay: 0, options: linear,
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            view.frame.origin.y += 100
          }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            view.frame.origin.y += 100
          }
        })
    }
    #expect(isClose(tops[0.25]!, 50) && isClose(tops[0.5]!, 100))
    #expect(isClose(tops[0.75]!, 150) && isClose(tops[1]!, 200))
  }

  // A value two keyframes change goes to the first's value and back to the second's, also with
  // begin-from-current-state, which replaces only what other blocks started: 100 pt up at half
  // time, back where it was at the end.
  @Test func aValueGoesThroughEachKeyframesValueInTurn() {
    for options in [linear, linear.union(.beginFromCurrentState)] {
      let (tops, _) = shownTops(at: [0.25, 0.5, 0.75, 1]) { view in
        UIView.animateKeyframes(
          withDuration: 1, delay: 0, options: options,
          animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
              view.frame.origin.y -= 100
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
              view.frame.origin.y += 100
            }
          })
      }
      #expect(isClose(tops[0.25]!, -50) && isClose(tops[0.5]!, -100))
      #expect(isClose(tops[0.75]!, -50) && isClose(tops[1]!, 0))
    }
  }

  // Changes made in the animations block itself animate over the full duration [A], and with no
  // curve in the options the whole is ease-in-out [1]: at a quarter of 1 s the view has gone
  // ease-in-out's progress at 0.25 of its 200 pt.
  @Test func directChangesTakeTheWholeDurationOnEaseInOutByDefault() {
    let (tops, records) = shownTops(at: [0.25, 1]) { view in
      UIView.animateKeyframes(
        withDuration: 1, delay: 0, options: [], animations: { view.frame.origin.y += 200 })
    }
    let progress = TimingCurve.easeInOut.progress(elapsed: 0.25, duration: 1)
    #expect(isClose(tops[0.25]!, 200 * progress) && isClose(tops[1]!, 200))
    let record = records.last
    #expect(record?.curve == "easeInOut" && record?.origin == "UIView.animateKeyframes")
  }

  // A keyframe of length 0 lands at its start time [A: "any properties you set in the animations
  // block update immediately at the specified start time"].
  @Test func aKeyframeOfNoLengthLandsAtItsStart() {
    let (tops, _) = shownTops(at: [0.4, 0.6]) { view in
      UIView.animateKeyframes(
        withDuration: 1, delay: 0, options: linear,
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) {
            view.frame.origin.y += 100
          }
        })
    }
    #expect(tops[0.4] == 0 && tops[0.6] == 100)
  }

  // The keyboard's curve shifted into the options is the keyboard's spring, as for
  // `UIView.animate`; the options' named bits are UIKit's [A: UIView.h], and bits no option names
  // change nothing [M]: the view moves exactly as with no options.
  @Test func theOptionsBitsAreUIKitsAndUnnamedBitsChangeNothing() {
    #expect(UIView.KeyframeAnimationOptions.layoutSubviews.rawValue == 1 << 0)
    #expect(UIView.KeyframeAnimationOptions.allowUserInteraction.rawValue == 1 << 1)
    #expect(UIView.KeyframeAnimationOptions.beginFromCurrentState.rawValue == 1 << 2)
    #expect(UIView.KeyframeAnimationOptions.overrideInheritedDuration.rawValue == 1 << 5)
    #expect(UIView.KeyframeAnimationOptions.overrideInheritedOptions.rawValue == 1 << 9)
    #expect(UIView.KeyframeAnimationOptions.calculationModeLinear.rawValue == 0)
    #expect(
      UIView.KeyframeAnimationOptions(rawValue: 7 << 16).animationOptions.curve == .keyboardSpring)
    // The keyboard's curve passed unshifted, as BreakpointBindToKeyboard does: bits 0 to 2.
    #expect(
      UIView.KeyframeAnimationOptions(rawValue: 7)
        == [.layoutSubviews, .allowUserInteraction, .beginFromCurrentState])
    let times = [0.1, 0.3, 0.5, 0.7]
    let plain = shownTops(at: times) { view in
      UIView.animateKeyframes(
        withDuration: 0.8, delay: 0, options: [], animations: { view.frame.origin.y += 200 })
    }
    let unnamed = shownTops(at: times) { view in
      UIView.animateKeyframes(
        withDuration: 0.8, delay: 0,
        options: UIView.KeyframeAnimationOptions(rawValue: 1 << 8 | 1 << 13 | 1 << 24),
        animations: { view.frame.origin.y += 200 })
    }
    #expect(plain.tops == unnamed.tops)
  }

  // The delay and the completion are animate(withDuration:)'s: nothing moves before the delay,
  // and the completion runs at its end plus the duration.
  @Test func theDelayAndTheCompletionAreTheWholeAnimations() {
    let notebook = Notebook()
    let (tops, _) = shownTops(at: [0.4, 1.5]) { view in
      UIView.animateKeyframes(
        withDuration: 1, delay: 0.5, options: linear,
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
            view.frame.origin.y += 100
          }
        }, completion: { finished in notebook["finished"] = finished ? 1 : 0 })
    }
    #expect(tops[0.4] == 0 && tops[1.5] == 100)
    #expect(notebook["finished"] == 1)
  }

  // Outside a keyframe animation a keyframe's changes are made where the call is [M]: outside any
  // animation they land at once.
  @Test func aKeyframeOutsideAKeyframeAnimationChangesAtOnce() {
    let (tops, records) = shownTops(at: [0.1]) { view in
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        view.frame.origin.y += 100
      }
    }
    #expect(tops[0.1] == 100)
    #expect(records.isEmpty)
  }

  // A keyframe's curve is its slice of the whole's: still before its start, done after its end,
  // linear between on a linear whole; a slice of the keyboard's spring lasts the spring's 0.5 s.
  @Test func aKeyframesCurveIsItsSliceOfTheWholes() {
    let slice = KeyframeSlice(relativeStart: 0.25, relativeDuration: 0.5)
    let linear = TimingCurve.linear
    #expect(linear.progress(elapsed: 0.2, duration: 1, slice: slice) == 0)
    #expect(isClose(linear.progress(elapsed: 0.5, duration: 1, slice: slice), 0.5))
    #expect(linear.progress(elapsed: 0.8, duration: 1, slice: slice) == 1)
    #expect(TimingCurve.keyboardSpring.effectiveDuration(requested: 0.25) == 0.5)
    #expect(slice.timelineName(of: linear) == "keyframe 0.25+0.5 of linear")
  }

  // A keyframe of a keyframe animation made inside another's keyframe (inheriting its curve) is
  // one slice of the outer animation: the second half of a keyframe from 0.2 lasting 0.4 is the
  // outer animation's 0.4 to 0.6, and moves as that slice does.
  @Test func aKeyframeWithinAKeyframeIsOneSliceOfTheOuterAnimation() {
    let outer = KeyframeSlice(relativeStart: 0.2, relativeDuration: 0.4)
    let inner = KeyframeSlice(relativeStart: 0.5, relativeDuration: 0.5).within(outer)
    #expect(isClose(inner.relativeStart, 0.4) && isClose(inner.relativeDuration, 0.2))
    for whole in stride(from: 0.0, through: 1.0, by: 0.05) {
      let nested = KeyframeSlice(relativeStart: 0.5, relativeDuration: 0.5)
        .progress(ofWhole: outer.progress(ofWhole: whole))
      #expect(isClose(inner.progress(ofWhole: whole), nested))
    }
  }
}
