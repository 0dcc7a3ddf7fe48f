import OpenCombine
import SimulatedUIKit

extension NotificationCenter {
  /// Combine's publisher of the notifications named `name` that `object` posts (every sender's
  /// when `nil`), on this center: the run's own for `NotificationCenter.default` [A].
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// A publisher of the notifications a center posts, as `publisher(for:object:)` makes it: each
  /// subscription is an observer of the center from the moment it is made until it is cancelled,
  /// and hands on each notification the subscriber has asked for, at once, on the posting thread
  /// (`NotificationPublisher`) [A].
  public struct Publisher: OpenCombine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    /// The center the notifications come from.
    public let center: NotificationCenter
    /// The name of the notifications published.
    public let name: Notification.Name
    /// The sender whose notifications are published; every sender's when `nil`.
    public let object: AnyObject?

    /// Publishes the notifications named `name` that `object` posts on `center`.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Notification, Downstream.Failure == Never {
      subscriber.receive(
        subscription: NotificationPublisher(
          center: center, name: name, object: object, downstream: subscriber))
    }
  }
}
