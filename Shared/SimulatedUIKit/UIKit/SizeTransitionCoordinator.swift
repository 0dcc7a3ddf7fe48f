/// What a transition's blocks are told about it [A].
public class UIViewControllerTransitionCoordinatorContext {
  /// How long the transition animates.
  public let transitionDuration: Double
  /// The transition's curve [A: a `UIViewAnimationCurve`].
  public let completionCurve: UIViewAnimationCurve
  /// Whether the transition is a rotation (and not a Split View resize), with its orientations.
  let rotation: (from: UIInterfaceOrientation, to: UIInterfaceOrientation)?

  /// The view the transition happens in, which holds the controllers' views [A]; a rotation's or
  /// a resize's is the window here [M: iOS's is a transition view of its own that fills the
  /// window, in the window's coordinates]. Read outside a run, it stops the program, as
  /// `UIScreen.main` does.
  public var containerView: UIView {
    RunningSystemSlot.running("UIViewControllerTransitionCoordinatorContext.containerView").window
  }

  package init(
    transitionDuration: Double,
    rotation: (from: UIInterfaceOrientation, to: UIInterfaceOrientation)?
  ) {
    self.transitionDuration = transitionDuration
    completionCurve = .easeInOut
    self.rotation = rotation
  }
}

/// Runs blocks alongside a size transition and after it ends (iOS 8 and later) [A].
///
/// Alongside blocks run inside the transition's animation; completion blocks run when it ends.
public final class UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  private struct Blocks {
    let alongside: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    let completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    /// UIKit's own blocks (the deprecated rotation calls) are not calls into the controller.
    let isUIKits: Bool
  }

  private var blocks: [Blocks] = []

  /// Adds blocks to run alongside the transition and after it.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    blocks.append(Blocks(alongside: animation, completion: completion, isUIKits: false))
    return true
  }

  /// UIKit's own blocks, added by `UIViewController`'s implementation.
  func animateForUIKit(
    alongsideTransition animation: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void,
    completion: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
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
