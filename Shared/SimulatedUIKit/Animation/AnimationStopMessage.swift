/// What a legacy animation block (`UIView.beginAnimations`) sends when its animations stop: the
/// selector `setAnimationDidStop(_:)` names, to the object `setAnimationDelegate(_:)` names, with
/// the block's id and context [A].
struct AnimationStopMessage {
  /// `beginAnimations`' id.
  let animationID: String?
  /// `beginAnimations`' context.
  let context: UnsafeMutableRawPointer?
  /// The receiver; nil until `setAnimationDelegate(_:)`.
  var delegate: AnyObject?
  /// The message; nil until `setAnimationDidStop(_:)`.
  var selector: Selector?
}
