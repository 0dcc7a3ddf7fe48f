import OpenCombine
import SimulatedUIKit

/// A subscription to `NotificationCenter.Publisher`: an observer of the center that hands each
/// notification on to its subscriber while the subscriber has asked for more, and drops it
/// otherwise [M: a subscription sends no more than was asked for, as Combine's `Subscription`
/// contract requires [A]; what Apple's does with the rest is not documented]. The timeline prints
/// each of its calls as `notification publisher`, as it prints a block observer's: what runs in
/// that call is the pipeline down to the `sink` or `assign`, and everything it does is inside the
/// post, as a block observer's work is.
final class NotificationPublisher<Downstream: Subscriber>: Subscription
where Downstream.Input == Notification, Downstream.Failure == Never {
  /// How the timeline prints a call to a Combine pipeline from a notification.
  static var callName: String { "notification publisher" }

  private let center: NotificationCenter
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  /// The center's token for the registration, until cancelled.
  private var token: (any NSObjectProtocol)?

  /// Observes `name` from `object` (every sender's when `nil`) on `center` for `downstream`.
  init(
    center: NotificationCenter, name: Notification.Name, object: AnyObject?,
    downstream: Downstream
  ) {
    self.center = center
    self.downstream = downstream
    token = center.addObserver(forName: name, object: object, callName: Self.callName) {
      [weak self] notification in
      self?.deliver(notification)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    self.demand += demand
  }

  func cancel() {
    if let token { center.removeObserver(token) }
    token = nil
    downstream = nil
  }

  /// Hands `notification` on, if the subscriber has asked for it.
  private func deliver(_ notification: Notification) {
    guard let downstream, demand > 0 else { return }
    demand -= 1
    demand += downstream.receive(notification)
  }
}
