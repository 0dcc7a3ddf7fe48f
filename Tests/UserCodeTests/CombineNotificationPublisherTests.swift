import Combine
import SimulatedUIKit
import Testing

/// `NotificationCenter.publisher(for:object:)` (`Shared/Combine`) in process, on a center of the
/// test's own: a subscription hears the name and sender it was made for, no more notifications
/// than its subscriber asked for, and none once cancelled.
@Suite struct CombineNotificationPublisherTests {
  static let name = Notification.Name("CombineNotificationPublisherTests")

  @Test func aSubscriptionHearsItsNameFromItsSenderUntilCancelled() {
    let center = NotificationCenter()
    let sender = NSObject()
    var heard: [String] = []
    let subscription = center.publisher(for: Self.name, object: sender).sink {
      heard.append(($0.userInfo?["n"] as? String) ?? "?")
    }
    center.post(name: Self.name, object: sender, userInfo: ["n": "1"])
    center.post(name: Self.name, object: NSObject(), userInfo: ["n": "other sender"])
    center.post(name: Notification.Name("other"), object: sender, userInfo: ["n": "other name"])
    center.post(name: Self.name, object: sender, userInfo: ["n": "2"])
    subscription.cancel()
    center.post(name: Self.name, object: sender, userInfo: ["n": "after cancel"])
    #expect(heard == ["1", "2"])
  }

  // The `AnyCancellable` that `sink` returns cancels the subscription when it goes, as on iOS,
  // where a pipeline whose token is not kept never hears a notification.
  @Test func aSubscriptionWhoseTokenIsNotKeptEndsAtOnce() {
    let center = NotificationCenter()
    var heard = 0
    _ = center.publisher(for: Self.name).sink { _ in heard += 1 }
    center.post(name: Self.name, object: nil)
    #expect(heard == 0)
  }

  @Test func noMoreNotificationsGoOnThanTheSubscriberAskedFor() {
    let center = NotificationCenter()
    var heard = 0
    var subscription: Subscription?
    center.publisher(for: Self.name).subscribe(
      AnySubscriber(
        receiveSubscription: {
          subscription = $0
          $0.request(.max(1))
        },
        receiveValue: { _ in
          heard += 1
          return .none
        }, receiveCompletion: { _ in }))
    center.post(name: Self.name, object: nil)
    center.post(name: Self.name, object: nil)
    #expect(heard == 1)
    subscription?.request(.max(1))
    center.post(name: Self.name, object: nil)
    #expect(heard == 2)
    subscription?.cancel()
  }
}
