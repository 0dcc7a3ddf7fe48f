/// The coordinator of a size transition, a rotation's or a resize's (iOS 8 and later): alongside
/// blocks run inside the transition's animation; completion blocks run when it ends [A].
package final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
  private struct Blocks {
    let alongside: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    let completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    /// UIKit's own blocks (the deprecated rotation calls) are not calls into the controller.
    let isUIKits: Bool
  }

  /// How long the transition animates.
  package let transitionDuration: Double
  /// The transition's curve [A: a `UIViewAnimationCurve`].
  package let completionCurve: UIViewAnimationCurve
  /// Whether the transition is a rotation (and not a Split View resize), with its orientations.
  let rotation: (from: UIInterfaceOrientation, to: UIInterfaceOrientation)?
  private var blocks: [Blocks] = []

  package init(
    transitionDuration: Double,
    rotation: (from: UIInterfaceOrientation, to: UIInterfaceOrientation)?
  ) {
    self.transitionDuration = transitionDuration
    completionCurve = .easeInOut
    self.rotation = rotation
  }

  /// The view the transition happens in, which holds the controllers' views [A]; a rotation's or
  /// a resize's is the window here [M: iOS's is a transition view of its own that fills the
  /// window, in the window's coordinates]. Read outside a run, it stops the program, as
  /// `UIScreen.main` does.
  package var containerView: UIView {
    RunningSystemSlot.running("UIViewControllerTransitionCoordinatorContext.containerView").window
  }

  /// Adds blocks to run alongside the transition and after it.
  @discardableResult
  package func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    blocks.append(Blocks(alongside: animation, completion: completion, isUIKits: false))
    return true
  }

  /// UIKit's own blocks, added by `UIViewController`'s implementation.
  func animateForUIKit(
    alongsideTransition animation: @escaping (any UIViewControllerTransitionCoordinatorContext) ->
      Void,
    completion: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    blocks.append(Blocks(alongside: animation, completion: completion, isUIKits: true))
  }

  package func runAlongsideBlocks(recorder: TimelineRecorder) {
    for block in blocks {
      guard let alongside = block.alongside else { continue }
      if block.isUIKits {
        alongside(self)
      } else {
        recorder.call("alongside animation") { alongside(self) }
      }
    }
  }

  package func runCompletionBlocks(recorder: TimelineRecorder) {
    for block in blocks {
      guard let completion = block.completion else { continue }
      if block.isUIKits {
        completion(self)
      } else {
        recorder.call("transition completion") { completion(self) }
      }
    }
  }
}
