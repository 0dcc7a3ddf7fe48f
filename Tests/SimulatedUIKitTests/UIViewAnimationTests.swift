import SimulationHelpers
import TestSupport
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// `UIView.animate`, `performWithoutAnimation` and the legacy block API inside a running simulation
/// (`docs/behaviour-model.md` §5), read from what the screen shows over time.

@Suite struct UIViewAnimationTests {
  /// The gray view's height on screen at each of `times`, after `script` ran at 0.
  private func heights(
    os: Int, at times: [Double], _ script: @escaping (Probe) -> Void
  ) -> (heights: [Double: Double], result: SimulationResult) {
    let notebook = Notebook()
    let result = runProbe(os: os) { probe in
      notebook["start"] = Double(probe.grayView.frame.height)
      script(probe)
      for time in times {
        probe.at(time) {
          notebook["\(time)"] = Double(probe.shown(probe.grayView).height) - notebook["start"]!
        }
      }
    }
    let heights = Dictionary(uniqueKeysWithValues: times.map { ($0, notebook["\($0)"] ?? .nan) })
    return (heights, result)
  }

  /// Animates the gray view's height by `delta` from its model value, linearly.
  private static func animateHeight(
    _ probe: Probe, by delta: CGFloat, duration: Double, options: UIView.AnimationOptions = []
  ) {
    UIView.animate(
      withDuration: duration, delay: 0, options: options.union(.curveLinear),
      animations: {
        probe.grayView.frame.size.height += delta
      })
  }

  // MARK: - One animation

  @Test(arguments: [6, 8])
  func animateMovesWhatIsShownOverItsDurationWhileTheModelChangesAtOnce(os: Int) {
    let notebook = Notebook()
    let (heights, result) = heights(os: os, at: [0.5, 1, 2]) { probe in
      let before = probe.grayView.frame.height
      Self.animateHeight(probe, by: -200, duration: 1)
      notebook["model change"] = Double(probe.grayView.frame.height - before)
    }
    #expect(notebook["model change"] == -200)
    #expect(isClose(heights[0.5]!, -100))
    #expect(isClose(heights[1]!, -200))
    #expect(isClose(heights[2]!, -200))
    let record = result.animations(of: "grayView.frame").last
    #expect(record?.origin == "UIView.animate")
    #expect(record?.curve == "linear")
    #expect(record?.duration == 1)
  }

  // MARK: - A second animation on a view in flight

  @Test(arguments: [5, 6, 7, 8, 10])
  func beginFromCurrentStateStartsFromWhatIsOnScreen(os: Int) {
    let (heights, result) = heights(os: os, at: [0.5, 1, 1.5]) { probe in
      Self.animateHeight(probe, by: -200, duration: 1)
      probe.at(0.5) {
        Self.animateHeight(probe, by: 200, duration: 1, options: .beginFromCurrentState)
      }
    }
    #expect(isClose(heights[0.5]!, -100))
    #expect(isClose(heights[1]!, -50))
    #expect(isClose(heights[1.5]!, 0))
    #expect(result.animations(of: "grayView.frame").last?.rule == .replacedFromCurrentState)
  }

  @Test(arguments: [5, 6, 7])
  func beforeIOS8TheAnimationInFlightJumpsToItsEndAndTheNewOneStartsThere(os: Int) {
    let (heights, result) = heights(os: os, at: [0.4, 0.5, 1]) { probe in
      Self.animateHeight(probe, by: -200, duration: 1)
      probe.at(0.5) { Self.animateHeight(probe, by: 100, duration: 1) }
    }
    #expect(isClose(heights[0.4]!, -80))
    #expect(isClose(heights[0.5]!, -200), "jumps to where the first was going")
    #expect(isClose(heights[1]!, -150))
    #expect(result.animations(of: "grayView.frame").last?.rule == .jumpedToEndOfInFlight)
  }

  @Test(arguments: [8, 9, 10])
  func fromIOS8AnimationsAreAdditive(os: Int) {
    let (heights, result) = heights(os: os, at: [0.5, 0.75, 1.5, 2.5]) { probe in
      Self.animateHeight(probe, by: -200, duration: 1)
      probe.at(0.5) { Self.animateHeight(probe, by: 200, duration: 2) }
    }
    // Both run: the first's +200 × (1 − t) and the second's −200 × (1 − (t − 0.5) / 2).
    #expect(isClose(heights[0.5]!, -100), "no jump")
    #expect(isClose(heights[0.75]!, 50 - 175))
    #expect(isClose(heights[1.5]!, -100))
    #expect(isClose(heights[2.5]!, 0))
    #expect(result.animations(of: "grayView.frame").last?.rule == .addedToInFlight)
  }

  @Test(arguments: [6, 8])
  func aPropertyChangedTwiceInOneBlockIsOneAnimation(os: Int) {
    let (heights, result) = heights(os: os, at: [0.5, 1]) { probe in
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          probe.grayView.frame.size.height -= 100
          probe.grayView.frame.size.height -= 100
        })
    }
    #expect(isClose(heights[0.5]!, -100))
    #expect(isClose(heights[1]!, -200))
    #expect(
      result.animations(of: "grayView.frame").map(\.rule) == [.nothingInFlight, .mergedIntoBlock])
  }

  // MARK: - Nesting

  @Test func aNestedAnimateInheritsTheOpenBlocksDurationAndCurve() {
    let notebook = Notebook()
    let (heights, result) = heights(os: 6, at: [0.5, 1]) { probe in
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          UIView.animate(
            withDuration: 5, delay: 0, options: .curveEaseIn,
            animations: {
              probe.grayView.frame.size.height -= 200
            }, completion: { _ in notebook["inner completion"] = probe.now.seconds })
        })
    }
    #expect(isClose(heights[0.5]!, -100), "linear over 1 s, not ease-in over 5 s")
    #expect(isClose(heights[1]!, -200))
    #expect(notebook["inner completion"] == 1)
    let record = result.animations(of: "grayView.frame").last
    #expect(record?.duration == 1)
    #expect(record?.curve == "linear")
    #expect(record?.inheritedDuration == true)
    #expect(record?.inheritedCurve == true)
  }

  @Test(arguments: [(true, false), (false, true), (true, true)])
  func aNestedAnimateKeepsWhatItOverrides(overridesDuration: Bool, overridesCurve: Bool) {
    var options: UIView.AnimationOptions = .curveEaseIn
    if overridesDuration { options.insert(.overrideInheritedDuration) }
    if overridesCurve { options.insert(.overrideInheritedCurve) }
    let result = runProbe(os: 6) { probe in
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          UIView.animate(
            withDuration: 5, delay: 0, options: options,
            animations: {
              probe.grayView.frame.size.height -= 200
            })
        })
    }
    let record = result.animations(of: "grayView.frame").last
    #expect(record?.duration == (overridesDuration ? 5 : 1))
    #expect(record?.curve == (overridesCurve ? "easeIn" : "linear"))
    #expect(record?.inheritedDuration == !overridesDuration)
    #expect(record?.inheritedCurve == !overridesCurve)
  }

  // MARK: - Changes that land at once

  @Test(arguments: [6, 8])
  func performWithoutAnimationLandsAtOnceEvenInsideAnAnimation(os: Int) {
    let notebook = Notebook()
    let result = runProbe(os: os) { probe in
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          UIView.performWithoutAnimation {
            probe.grayView.frame.size.height = 100
          }
        })
      notebook["shown"] = Double(probe.shown(probe.grayView).height)
    }
    #expect(notebook["shown"] == 100)
    #expect(result.animations(of: "grayView.frame").isEmpty)
    #expect(result.sets(of: "grayView.frame").last?.to[3] == 100)
  }

  @Test(arguments: [0.0, -1.0])
  func aDurationOfZeroOrLessLandsAtOnce(duration: Double) {
    let notebook = Notebook()
    let result = runProbe(os: 6) { probe in
      UIView.animate(withDuration: duration, animations: { probe.grayView.frame.size.height = 100 })
      notebook["shown"] = Double(probe.shown(probe.grayView).height)
    }
    #expect(notebook["shown"] == 100)
    #expect(result.animations(of: "grayView.frame").isEmpty)
    #expect(result.sets(of: "grayView.frame").first?.to == [0, 0, 320, 100])
  }

  @Test func withAnimationsOffTheCompletionRunsOnTheNextTurnOfTheRunLoopNotAtOnce() {
    let notebook = Notebook()
    let result = runProbe(os: 6) { probe in
      probe.at(0.5) {
        UIView.animate(
          withDuration: 0, animations: { probe.grayView.frame.size.height = 100 },
          completion: { _ in
            notebook.log("zero-duration completion at \(probe.now.seconds)")
          })
        UIView.performWithoutAnimation {
          UIView.animate(
            withDuration: 1, animations: { probe.grayView.frame.size.width = 100 },
            completion: { _ in
              notebook.log("disabled completion at \(probe.now.seconds)")
            })
        }
        notebook.log("the caller goes on")
      }
    }
    #expect(
      notebook.events == [
        "the caller goes on", "zero-duration completion at 0.5", "disabled completion at 0.5",
      ])
    #expect(result.callNames().filter { $0 == "animation completion" }.count == 2)
  }

  @Test func anAnimationsCompletionRunsWhenItEnds() {
    let notebook = Notebook()
    _ = runProbe(os: 6) { probe in
      probe.at(0.2) {
        UIView.animate(
          withDuration: 1, animations: { probe.grayView.frame.size.height = 100 },
          completion: { finished in
            notebook["completion"] = probe.now.seconds
            notebook["finished"] = finished ? 1 : 0
          })
      }
    }
    #expect(isClose(notebook["completion"] ?? .nan, 1.2))
    #expect(notebook["finished"] == 1)
  }

  // MARK: - Layout

  @Test(arguments: [5, 6, 7])
  func autoresizingFollowsTheSuperviewAndSurvivesALaterAnimationBeforeIOS8(os: Int) {
    let notebook = Notebook()
    let result = runProbe(os: os) { probe in
      let start = Double(probe.grayView.frame.height)
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          probe.rootView.frame.size.height -= 248
        })
      probe.at(0.5) {
        notebook["before"] = Double(probe.shown(probe.grayView).height) - start
        UIView.animate(
          withDuration: 0.5, delay: 0, options: .curveLinear,
          animations: {
            probe.grayView.frame.size.width = 100
          })
        notebook["after"] = Double(probe.shown(probe.grayView).height) - start
      }
      probe.at(0.75) {
        notebook["height at 0.75"] = Double(probe.shown(probe.grayView).height) - start
        notebook["width at 0.75"] = Double(probe.shown(probe.grayView).width)
      }
    }
    let grayAnimations = result.animations(of: "grayView.frame")
    #expect(grayAnimations.first?.rule == .followsSuperview)
    #expect(grayAnimations.first?.origin == "UIView.animate")
    #expect(isClose(notebook["before"]!, -124))
    #expect(isClose(notebook["after"]!, -124), "the superview's animation goes on")
    #expect(isClose(notebook["height at 0.75"]!, -186))
    #expect(isClose(notebook["width at 0.75"]!, 210))
    #expect(grayAnimations.last?.rule == .nothingInFlight)
  }

  // MARK: - The legacy block API

  @Test func legacyBlocksDefaultToAFifthOfASecondEaseInOut() {
    let result = runProbe(os: 6) { probe in
      UIView.beginAnimations(nil, context: nil)
      probe.grayView.frame.size.height = 100
      UIView.commitAnimations()
    }
    let record = result.animations(of: "grayView.frame").last
    #expect(record?.origin == "beginAnimations")
    #expect(record?.duration == 0.2)
    #expect(record?.curve == "easeInOut")
    #expect(record?.beginsFromCurrentState == false)
  }

  @Test func legacyBlocksTakeTheirDurationAndCurve() {
    let (heights, result) = heights(os: 6, at: [0.25, 0.5, 1]) { probe in
      UIView.beginAnimations("move", context: nil)
      UIView.setAnimationDuration(1)
      UIView.setAnimationCurve(.linear)
      probe.grayView.frame.size.height -= 200
      UIView.commitAnimations()
    }
    #expect(isClose(heights[0.25]!, -50))
    #expect(isClose(heights[0.5]!, -100))
    #expect(isClose(heights[1]!, -200))
    let record = result.animations(of: "grayView.frame").last
    #expect(record?.duration == 1)
    #expect(record?.curve == "linear")
  }

  @Test func legacyCurveSevenIsTheKeyboardSpring() {
    let result = runProbe(os: 7) { probe in
      UIView.beginAnimations(nil, context: nil)
      UIView.setAnimationDuration(0.25)
      UIView.setAnimationCurve(UIViewAnimationCurve(rawValue: 7)!)
      probe.grayView.frame.size.height = 100
      UIView.commitAnimations()
    }
    #expect(result.animations(of: "grayView.frame").last?.curve == "keyboard spring")
  }

  @Test(arguments: [6, 8])
  func legacyBeginsFromCurrentStateStartsFromWhatIsOnScreen(os: Int) {
    let (heights, result) = heights(os: os, at: [0.5, 1]) { probe in
      Self.animateHeight(probe, by: -200, duration: 1)
      probe.at(0.5) {
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationBeginsFromCurrentState(true)
        probe.grayView.frame.size.height += 200
        UIView.commitAnimations()
      }
    }
    #expect(isClose(heights[0.5]!, -100))
    #expect(isClose(heights[1]!, -50))
    #expect(result.animations(of: "grayView.frame").last?.rule == .replacedFromCurrentState)
    #expect(result.animations(of: "grayView.frame").last?.beginsFromCurrentState == true)
  }

  @Test func legacyBlocksWithoutBeginsFromCurrentStateJumpBeforeIOS8() {
    let (heights, _) = heights(os: 6, at: [0.5, 1]) { probe in
      Self.animateHeight(probe, by: -200, duration: 1)
      probe.at(0.5) {
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        probe.grayView.frame.size.height += 200
        UIView.commitAnimations()
      }
    }
    #expect(isClose(heights[0.5]!, -200))
    #expect(isClose(heights[1]!, -100))
  }
}
