/// Completion blocks of the app's animations.
extension RunningSystem {
  /// Runs `completion`, if any, when `block`'s animations end: after its delay and its effective
  /// duration, or on the next turn of the run loop when nothing animates [A]. `finished` is true:
  /// nothing in the model cuts an animation short before its end [M].
  func scheduleCompletion(_ completion: ((Bool) -> Void)?, of block: AnimationBlock) {
    guard let completion else { return }
    let end =
      block.delay + (block.animates ? block.curve.effectiveDuration(requested: block.duration) : 0)
    schedule(after: end) { [self] in
      recorder.call("animation completion") { completion(true) }
    }
  }
}
