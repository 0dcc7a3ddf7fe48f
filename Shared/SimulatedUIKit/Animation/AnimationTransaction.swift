/// One of Core Animation's open transactions (`CATransaction`), as the animation engine keeps
/// it: what the app set in it, each `nil` until set.
struct AnimationTransaction {
  /// Whether the lab opened it for a setting made outside `CATransaction.begin()`: Core
  /// Animation's implicit transaction, which ends with the run loop's turn [A].
  let isImplicit: Bool
  /// `CATransaction.setAnimationDuration(_:)`.
  var animationDuration: Double?
  /// `CATransaction.setDisableActions(_:)`.
  var disablesActions: Bool?
  /// `CATransaction.setCompletionBlock(_:)`.
  var completion: (() -> Void)?
  /// The first animation block the completion waits for: the blocks opened after it was set.
  var completionWaitsFromBlock = 0
}
