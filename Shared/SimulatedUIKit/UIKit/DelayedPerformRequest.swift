/// A request `NSObject.perform(_:with:afterDelay:)` made: the selector to send its target with its
/// argument once its delay has passed, unless `cancelPreviousPerformRequests` cancels it first. The
/// running app keeps the requests not yet performed (`UIApplication.pendingPerformRequests`).
final class DelayedPerformRequest {
  /// The object the selector is sent to, kept until the request is performed or cancelled [A].
  let target: AnyObject
  let selector: Selector
  /// The argument the method receives, kept as the target is [A].
  let argument: Any?
  /// Whether a cancel took the request back before its time came.
  private(set) var isCancelled = false

  init(target: AnyObject, selector: Selector, argument: Any?) {
    self.target = target
    self.selector = selector
    self.argument = argument
  }

  /// Whether a cancel for `target`, `selector` (any, when nil) and `argument` matches the request:
  /// the same target, the same selector, and an equal argument, compared as `isEqual:` compares
  /// objects [A: "arguments are compared for equality with isEqual:"]; no argument matches none.
  func matches(target other: AnyObject, selector otherSelector: Selector?, argument: Any?) -> Bool {
    guard target === other else { return false }
    guard let otherSelector else { return true }
    return selector == otherSelector && Self.isEqual(self.argument, argument)
  }

  /// Stops the request from being performed.
  func cancel() {
    isCancelled = true
  }

  /// Two arguments are equal when both are absent, both the same or `isEqual` objects, or equal
  /// hashable values.
  private static func isEqual(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil):
      return true
    case (let left as NSObject, let right as NSObject):
      return left.isEqual(right)
    case (let left as AnyHashable, let right as AnyHashable):
      return left == right
    case (.some(let left), .some(let right)):
      return (left as AnyObject) === (right as AnyObject)
    default:
      return false
    }
  }
}
