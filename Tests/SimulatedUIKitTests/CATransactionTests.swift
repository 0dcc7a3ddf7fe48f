import Foundation
import SimulationHelpers
import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// `CATransaction` around view animations [A: CATransaction's class methods]: disabled actions
/// make changes land at once, a completion block waits for the animations added after it, and
/// the animation duration is a setting read back, which a view's animations do not take.
@Suite struct CATransactionTests {
  /// The gray view's alpha changes the timeline records, in order: `set` for one that landed at
  /// once, `animate` for an animation.
  private func alphaChanges(in result: SimulationResult) -> [String] {
    result.entries.compactMap { entry in
      switch entry.event {
      case .set(let change) where change.name.hasSuffix(".alpha"): "set \(change.to)"
      case .animate(let record) where record.name.hasSuffix(".alpha"): "animate \(record.to)"
      default: nil
      }
    }
  }

  // Inside a transaction that disables actions, a change made in an animation block lands at
  // once; after the commit, the same block animates again. A setting made outside begin() goes to
  // the implicit transaction, which ends with the run loop's turn.
  @Test func disabledActionsMakeChangesLandAtOnceUntilTheTransactionEnds() {
    let notebook = Notebook()
    let result = runProbe(os: 12) { probe in
      let gray = probe.grayView
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      notebook["disabled inside"] = CATransaction.disableActions() ? 1 : 0
      UIView.animate(withDuration: 0.3) { gray.alpha = 0.5 }
      CATransaction.commit()
      notebook["disabled after"] = CATransaction.disableActions() ? 1 : 0
      UIView.animate(withDuration: 0.3) { gray.alpha = 0.75 }
      probe.at(1) {
        CATransaction.setDisableActions(true)
        UIView.animate(withDuration: 0.3) { gray.alpha = 0.25 }
        probe.at(1.5) {
          notebook["disabled next turn"] = CATransaction.disableActions() ? 1 : 0
          UIView.animate(withDuration: 0.3) { gray.alpha = 1 }
        }
      }
    }
    #expect(notebook["disabled inside"] == 1)
    #expect(notebook["disabled after"] == 0)
    #expect(notebook["disabled next turn"] == 0)
    #expect(
      alphaChanges(in: result) == [
        "set [0.5]", "animate [0.75]", "set [0.25]", "animate [1.0]",
      ])
  }

  // A completion block runs when the animations added after it was set have ended (0.4 s
  // later), and at the commit when none was added after it, as Apple documents; the timeline
  // shows it as a call.
  @Test func aCompletionBlockWaitsForTheAnimationsAddedAfterIt() {
    let notebook = Notebook()
    let result = runProbe(os: 12) { probe in
      let start = probe.now.seconds
      CATransaction.begin()
      CATransaction.setCompletionBlock { notebook["before"] = probe.now.seconds - start }
      UIView.animate(withDuration: 0.4) { probe.grayView.alpha = 0.5 }
      CATransaction.commit()
      CATransaction.begin()
      UIView.animate(withDuration: 0.4) { probe.grayView.alpha = 1 }
      CATransaction.setCompletionBlock { notebook["after"] = probe.now.seconds - start }
      CATransaction.commit()
      notebook["committed"] = 1
    }
    #expect(notebook["before"].map { abs($0 - 0.4) < 1e-9 } == true)
    #expect(notebook["after"] == 0)
    #expect(
      result.entries.filter { entry in
        if case .call(let call) = entry.event {
          call.name == "transaction completion"
        } else {
          false
        }
      }.count == 2)
  }

  // The animation duration is 0.25 s until a transaction sets it, the innermost setting holds
  // until its commit, and a view's animation keeps its own duration inside it.
  @Test func theAnimationDurationIsTheInnermostSettingAndViewsKeepTheirOwn() {
    let notebook = Notebook()
    let result = runProbe(os: 12) { probe in
      notebook["default"] = CATransaction.animationDuration()
      CATransaction.begin()
      CATransaction.setAnimationDuration(1)
      CATransaction.begin()
      notebook["inherited"] = CATransaction.animationDuration()
      CATransaction.setAnimationDuration(2)
      notebook["inner"] = CATransaction.animationDuration()
      UIView.animate(withDuration: 0.3) { probe.grayView.alpha = 0.5 }
      CATransaction.commit()
      notebook["outer"] = CATransaction.animationDuration()
      CATransaction.commit()
      notebook["ended"] = CATransaction.animationDuration()
    }
    #expect(notebook["default"] == 0.25)
    #expect(notebook["inherited"] == 1)
    #expect(notebook["inner"] == 2)
    #expect(notebook["outer"] == 1)
    #expect(notebook["ended"] == 0.25)
    let durations = result.entries.compactMap { entry -> Double? in
      if case .animate(let record) = entry.event, record.name.hasSuffix(".alpha") {
        record.duration
      } else {
        nil
      }
    }
    #expect(durations == [0.3])
    #expect(CFTimeInterval.self == Double.self)
  }
}
