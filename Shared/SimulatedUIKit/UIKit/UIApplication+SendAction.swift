/// Sending an action message up the responder chain, as a control does: code also calls it with
/// a `nil` target to reach the first responder, whoever it is (a method of its own, added to
/// `UIResponder`, that records the responder it is sent to).
extension UIApplication {
  /// Sends `action` to `target`, with `sender` as its argument where the method takes one, as a
  /// timeline call named after the method [A]. A `nil` target sends it to the first responder,
  /// or the first responder up the chain from it (`next`) that has the method [A]; with no first
  /// responder, or none up the chain with the method, nothing is sent and the answer is `false`
  /// [M: iOS starts at the first responder and does not say where it starts without one]. A
  /// target without the method stops the program, as iOS's "unrecognized selector" does [A].
  /// `event` is not read: the lab makes no events.
  @discardableResult
  public func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  ) -> Bool {
    let receiver: AnyObject
    if let target {
      receiver = target as AnyObject
    } else {
      var responder = firstResponder
      while let candidate = responder, !action.isPerformable(by: candidate) {
        responder = candidate.next
      }
      guard let responder else { return false }
      receiver = responder
    }
    let recorder = RunningSystemSlot.running("UIApplication.sendAction").recorder
    recorder.call(action.name) { action.perform(on: receiver, with: sender) }
    return true
  }
}
