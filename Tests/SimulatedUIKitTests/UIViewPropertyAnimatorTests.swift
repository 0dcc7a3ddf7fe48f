import SimulationHelpers
import TestSupport
import Testing

@testable import SimulatedUIKit

/// `UIViewPropertyAnimator` on the lab's engine [A: Apple's `UIViewPropertyAnimator` and
/// `UIViewAnimating` references]: its animations run when it starts, its state and `isRunning`
/// follow its life, completions are told where the animations ended, and the timeline shows its
/// changes as `animate` lines noted `property animator`.
@Suite struct UIViewPropertyAnimatorTests {
  // An animator is .inactive until started, .active while it runs, and .inactive again when its
  // animations end, when its completions run with .end [A].
  @Test func anAnimatorRunsItsAnimationsWhenStartedAndCompletesAtTheirEnd() {
    let notebook = Notebook()
    let result = runProbe(os: 11) { probe in
      let start = probe.grayView.frame.origin.y
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
        probe.grayView.frame.origin.y = start + 100
      }
      animator.addCompletion { position in
        notebook["completion"] = probe.now.seconds
        notebook["position"] = Double(position.rawValue)
      }
      notebook["state before"] = Double(animator.state.rawValue)
      notebook["moved before start"] = Double(probe.grayView.frame.origin.y - start)
      animator.startAnimation()
      notebook["state"] = Double(animator.state.rawValue)
      notebook["running"] = animator.isRunning ? 1 : 0
      probe.at(0.5) { notebook["half"] = Double(probe.shown(probe.grayView).origin.y - start) }
      probe.at(2) {
        notebook["state after"] = Double(animator.state.rawValue)
        notebook["running after"] = animator.isRunning ? 1 : 0
      }
    }
    #expect(notebook["state before"] == 0 && notebook["moved before start"] == 0)
    #expect(notebook["state"] == 1 && notebook["running"] == 1)
    #expect(isClose(notebook["half"]!, 50))
    #expect(notebook["completion"] == 1 && notebook["position"] == 0)
    #expect(notebook["state after"] == 0 && notebook["running after"] == 0)
    let record = result.animations(of: "grayView.frame").last
    #expect(record?.origin == "property animator" && record?.curve == "linear")
  }

  // The keyboard's curve 7 as the animator's curve is the keyboard's spring, as for
  // UIView.animate; the animator keeps its own timing inside the keyboard's animation.
  @Test func theKeyboardsCurveSevenIsTheKeyboardsSpring() throws {
    let curve = try #require(UIViewAnimationCurve(rawValue: 7))
    #expect(UIViewPropertyAnimator(duration: 0.25, curve: curve).curve == .keyboardSpring)
    #expect(
      UIViewPropertyAnimator(duration: 0.25, dampingRatio: 0.8).curve == .spring(dampingRatio: 0.8)
    )
  }

  // startAnimation(afterDelay:) starts the motion on screen after the delay [A].
  @Test func startingAfterADelayHoldsWhatIsShownUntilThen() {
    let notebook = Notebook()
    _ = runProbe(os: 11) { probe in
      let start = probe.grayView.frame.origin.y
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
        probe.grayView.frame.origin.y = start + 100
      }
      animator.addCompletion { _ in notebook["completion"] = probe.now.seconds }
      animator.startAnimation(afterDelay: 0.5)
      probe.at(0.5) { notebook["0.5"] = Double(probe.shown(probe.grayView).origin.y - start) }
      probe.at(1) { notebook["1"] = Double(probe.shown(probe.grayView).origin.y - start) }
    }
    #expect(notebook["0.5"] == 0)
    #expect(isClose(notebook["1"]!, 50))
    #expect(notebook["completion"] == 1.5)
  }

  // stopAnimation(true) leaves the view where it is on screen, makes the animator .inactive and
  // runs no completion; stopAnimation(false) then finishAnimation(at: .end) jumps to the end and
  // runs the completions with .end [A].
  @Test func stoppingLeavesTheViewWhereItIsAndFinishingRunsTheCompletions() {
    for withoutFinishing in [true, false] {
      let notebook = Notebook()
      _ = runProbe(os: 11) { probe in
        let start = probe.grayView.frame.origin.y
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
          probe.grayView.frame.origin.y = start + 100
        }
        animator.addCompletion { position in notebook["position"] = Double(position.rawValue) }
        animator.startAnimation()
        probe.at(0.5) {
          animator.stopAnimation(withoutFinishing)
          notebook["model"] = Double(probe.grayView.frame.origin.y - start)
          notebook["state"] = Double(animator.state.rawValue)
          if !withoutFinishing { animator.finishAnimation(at: .end) }
          notebook["finished model"] = Double(probe.grayView.frame.origin.y - start)
        }
        probe.at(2) { notebook["shown"] = Double(probe.shown(probe.grayView).origin.y - start) }
      }
      #expect(isClose(notebook["model"]!, 50))
      if withoutFinishing {
        #expect(notebook["state"] == 0 && notebook["position"] == nil)
        #expect(isClose(notebook["shown"]!, 50))
      } else {
        #expect(notebook["state"] == 2 && notebook["position"] == 0)
        #expect(notebook["finished model"] == 100 && notebook["shown"] == 100)
      }
    }
  }

  // Animations added while the animator runs begin at once and take the time left [A].
  @Test func animationsAddedWhileRunningTakeTheTimeLeft() {
    let result = runProbe(os: 11) { probe in
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
        probe.grayView.frame.origin.y += 100
      }
      animator.startAnimation()
      probe.at(0.25) { animator.addAnimations { probe.grayView.frame.size.width = 10 } }
    }
    let added = result.animations(of: "grayView.frame").last
    #expect(added?.duration == 0.75 && added?.origin == "property animator")
  }
}
