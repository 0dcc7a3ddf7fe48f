extension UIView {
  /// Animates the changes `animations` makes, as UIKit does [A].
  ///
  /// Inside another animation (the keyboard's, or a rotation's) the block inherits that animation's
  /// duration and curve unless `options` override them [A]. A duration ≤ 0, or animations turned
  /// off, makes the changes land at once; `completion` then runs on the next turn of the run loop.
  public static func animate(
    withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    precondition(delay == 0, "UIView.animate: a delay is not modelled")
    let simulation = Simulation.running("UIView.animate")
    let block = simulation.animator.perform(
      AnimationRequest(
        origin: AnimationRecord.appOrigin, duration: duration, curve: options.curve,
        options: options),
      animations)
    guard let completion else { return }
    let end = block.animates ? block.curve.effectiveDuration(requested: block.duration) : 0
    // `finished` is true: nothing in the model cuts an animation short before its end [M].
    simulation.schedule(after: end) {
      simulation.recorder.call("animation completion") { completion(true) }
    }
  }

  /// Makes the changes `actionsWithoutAnimation` makes land at once, even inside an animation [A].
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    _ = Simulation.running("UIView.performWithoutAnimation").animator.perform(
      AnimationRequest(
        origin: "performWithoutAnimation", duration: 0, curve: .linear, options: [],
        isEnabled: false),
      actionsWithoutAnimation)
  }

  // MARK: - The legacy block API

  /// Opens an animation block: 0.2 s, ease-in-out, not from the current state, until changed [A].
  public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
    Simulation.running("UIView.beginAnimations").animator.open(
      AnimationRequest(origin: "beginAnimations", duration: 0.2, curve: .easeInOut, options: []))
  }

  /// Sets the open block's duration; applies to changes made after it [M].
  public static func setAnimationDuration(_ duration: Double) {
    Simulation.running("UIView.setAnimationDuration").animator.updateCurrentBlock {
      $0.duration = duration
      $0.inheritedDuration = false
    }
  }

  /// Sets the open block's curve (7, the keyboard's, included).
  public static func setAnimationCurve(_ curve: Int) {
    Simulation.running("UIView.setAnimationCurve").animator.updateCurrentBlock {
      $0.curve = TimingCurve(animationCurve: curve)
      $0.inheritedCurve = false
    }
  }

  /// Sets whether the open block starts from what is on screen [A].
  public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
    Simulation.running("UIView.setAnimationBeginsFromCurrentState").animator.updateCurrentBlock {
      $0.beginsFromCurrentState = fromCurrentState
    }
  }

  /// Closes the block `beginAnimations` opened.
  public static func commitAnimations() {
    Simulation.running("UIView.commitAnimations").animator.close()
  }
}
