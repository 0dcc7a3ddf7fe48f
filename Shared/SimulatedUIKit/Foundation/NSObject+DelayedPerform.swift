import Foundation

extension NSObject {
  /// Sends `aSelector` to this object with `anArgument` once `delay` seconds have passed on the
  /// main run loop, at the end of the turn for a delay of 0 [A: `perform(_:with:afterDelay:)`];
  /// the object and the argument are kept until then [A]. The call is the timeline's, named after
  /// the method. A request made before the run counts its delay from the run's start [M: the lab
  /// has no clock before it], as a timer does.
  public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval)
  {
    let request = DelayedPerformRequest(target: self, selector: aSelector, argument: anArgument)
    let application = Self.runningApplication
    application?.pendingPerformRequests.append(request)
    let perform = { [weak application] in
      guard !request.isCancelled else { return }
      application?.pendingPerformRequests.removeAll { $0 === request }
      let recorder = RunningSystemSlot.running("NSObject.perform(_:with:afterDelay:)").recorder
      recorder.call(aSelector.name) {
        aSelector.perform(on: request.target, with: request.argument)
      }
    }
    let wait = max(delay, 0)
    guard let system = RunningSystemSlot.current else {
      return PreRunState.current.dispatch(after: wait, perform)
    }
    guard system.now.seconds + wait <= VirtualTime.longestRunSeconds else { return }
    system.schedule(after: wait, perform)
  }

  /// Cancels the requests `perform(_:with:afterDelay:)` made to send `aSelector` to `aTarget` with
  /// an argument equal to `anArgument` and not yet performed [A]. It cancels nothing else: not a
  /// timer's firing, not work dispatched to a queue [A: it cancels "perform requests previously
  /// registered with performSelector:withObject:afterDelay:"].
  public class func cancelPreviousPerformRequests(
    withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
  ) {
    cancelPerformRequests(target: aTarget, selector: aSelector, argument: anArgument)
  }

  /// Cancels every request `perform(_:with:afterDelay:)` made to `aTarget` and not yet performed,
  /// whatever its selector and argument [A].
  public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
    cancelPerformRequests(target: aTarget, selector: nil, argument: nil)
  }

  private static func cancelPerformRequests(target: Any, selector: Selector?, argument: Any?) {
    guard let application = runningApplication else { return }
    let target = target as AnyObject
    for request in application.pendingPerformRequests
    where request.matches(target: target, selector: selector, argument: argument) {
      request.cancel()
    }
    application.pendingPerformRequests.removeAll(where: \.isCancelled)
  }

  /// The app that keeps the requests: the running one, or the one made for the next run; none
  /// before the app is launched, when there is nothing to cancel.
  private static var runningApplication: UIApplication? {
    RunningSystemSlot.current?.application ?? PreRunState.current.launch?.application
  }
}
