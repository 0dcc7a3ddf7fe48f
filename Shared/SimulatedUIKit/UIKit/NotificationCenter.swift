/// The notification center the ports observe: UIKit's `NotificationCenter`, delivering to the
/// running simulation's controller and recording every post in the timeline.
///
/// `NotificationCenter.default` is the running simulation's center, fresh for every run. It shadows
/// Foundation's class of the same name for code that imports only `Shared`.
public final class NotificationCenter {
  private struct Observation {
    weak var observer: AnyObject?
    let name: Notification.Name
    let methodName: String
    let deliver: (Notification) -> Void
  }

  private let recorder: TimelineRecorder?
  private var observations: [Observation] = []

  init(recorder: TimelineRecorder?) {
    self.recorder = recorder
  }

  /// The running simulation's center.
  public static var `default`: NotificationCenter {
    guard let simulation = Simulation.current else {
      preconditionFailure("NotificationCenter.default used outside a running simulation")
    }
    return simulation.notificationCenter
  }

  /// Calls `selector` on `observer` for every `name` posted; `object` must be `nil` (UIKit posts
  /// the keyboard family with a `nil` object [A]).
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector: Selector<Observer>, name: Notification.Name, object: Any?
  ) {
    precondition(
      object == nil, "NotificationCenter: only observing every sender (object: nil) is modelled")
    observations.append(
      Observation(
        observer: observer, name: name, methodName: selector.name,
        deliver: { [weak observer] notification in
          if let observer { selector.perform(observer, notification) }
        }))
  }

  /// Stops calling `observer` for `name`.
  public func removeObserver(_ observer: AnyObject, name: Notification.Name, object: Any?) {
    observations.removeAll { $0.observer === observer && $0.name == name }
  }

  /// Posts `notification`: records it, then calls each observer in the order it was added.
  public func post(_ notification: Notification) {
    let receivers = observations.filter { $0.name == notification.name && $0.observer != nil }
    recorder?.record(.post(PostRecord(notification, observers: receivers.count)))
    guard let recorder else {
      receivers.forEach { $0.deliver(notification) }
      return
    }
    recorder.nested {
      for receiver in receivers {
        recorder.call(receiver.methodName) { receiver.deliver(notification) }
      }
    }
  }
}
