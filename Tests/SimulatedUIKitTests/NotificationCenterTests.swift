import SimulationHelpers
import Testing

@testable import SimulatedUIKit

/// The notification center: who is called, in what order, and what the timeline records.

@Suite struct NotificationCenterTests {
  private final class Observer {
    let name: String
    let log: Notebook

    init(_ name: String, log: Notebook) {
      self.name = name
      self.log = log
    }

    func receive(_ notification: Notification) {
      log.log("\(name) \(notification.name.rawValue)")
    }
  }

  private func observe(
    _ observer: Observer, _ name: Notification.Name, in center: NotificationCenter
  ) {
    center.addObserver(
      observer, selector: Selector("receive(_:)", Observer.receive), name: name, object: nil)
  }

  @Test func deliversToEachObserverOfTheNameInTheOrderTheyWereAdded() {
    let log = Notebook()
    let center = NotificationCenter(recorder: nil)
    let first = Observer("first", log: log)
    let second = Observer("second", log: log)
    observe(second, .UIKeyboardWillShow, in: center)
    observe(first, .UIKeyboardWillShow, in: center)
    observe(first, .UIKeyboardWillHide, in: center)
    center.post(Notification(name: .UIKeyboardWillShow))
    #expect(
      log.events == [
        "second UIKeyboardWillShowNotification", "first UIKeyboardWillShowNotification",
      ])
  }

  @Test func aRemovedObserverHearsNoMoreOfThatName() {
    let log = Notebook()
    let center = NotificationCenter(recorder: nil)
    let observer = Observer("one", log: log)
    observe(observer, .UIKeyboardWillShow, in: center)
    observe(observer, .UIKeyboardWillHide, in: center)
    center.removeObserver(observer, name: .UIKeyboardWillShow, object: nil)
    center.post(Notification(name: .UIKeyboardWillShow))
    center.post(Notification(name: .UIKeyboardWillHide))
    #expect(log.events == ["one UIKeyboardWillHideNotification"])
  }

  @Test func theCenterDoesNotKeepItsObserversAlive() {
    let log = Notebook()
    let center = NotificationCenter(recorder: nil)
    var observer: Observer? = Observer("gone", log: log)
    observe(observer!, .UIKeyboardWillShow, in: center)
    observer = nil
    center.post(Notification(name: .UIKeyboardWillShow))
    #expect(log.events.isEmpty)
  }

  /// An observer of the method's own class, and one of a subclass of it; a method that takes a
  /// `Notification` and one that takes a `Notification?`: each is handed the notification posted.
  @Test func eachObserverIsHandedThePostedNotificationWhateverItsClassAndParameter() {
    class Listener {
      let log: Notebook
      init(log: Notebook) { self.log = log }

      func receive(_ notification: Notification) {
        log.log("\(type(of: self)) \(notification.userInfo?["step"] ?? "none")")
      }

      func receiveOptional(_ notification: Notification?) {
        log.log("optional \(notification?.userInfo?["step"] ?? "none")")
      }
    }
    final class SubListener: Listener {}
    let log = Notebook()
    let center = NotificationCenter(recorder: nil)
    let listener = Listener(log: log)
    let subListener = SubListener(log: log)
    for observer in [listener, subListener] {
      center.addObserver(
        observer, selector: Selector("receive(_:)", Listener.receive), name: .UIKeyboardWillShow,
        object: nil)
    }
    center.addObserver(
      listener, selector: Selector("receiveOptional(_:)", Listener.receiveOptional),
      name: .UIKeyboardWillShow, object: nil)
    center.post(Notification(name: .UIKeyboardWillShow, object: nil, userInfo: ["step": 1]))
    center.post(Notification(name: .UIKeyboardWillShow, object: nil, userInfo: ["step": 2]))
    #expect(
      log.events == [
        "Listener 1", "SubListener 1", "optional 1", "Listener 2", "SubListener 2", "optional 2",
      ])
  }

  @Test func theTimelineRecordsThePostItsObserversAndTheirCallsOneLevelDeeper() {
    let clock = VirtualClock()
    let recorder = TimelineRecorder(clock: clock)
    let center = NotificationCenter(recorder: recorder)
    let log = Notebook()
    let observer = Observer("one", log: log)
    observe(observer, .UIKeyboardWillShow, in: center)
    center.post(
      Notification(
        name: .UIKeyboardWillShow, object: nil,
        userInfo: [
          UIKeyboardFrameBeginUserInfoKey: NSValue(
            cgRect: CGRect(x: 0, y: 568, width: 320, height: 216)),
          UIKeyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
        ]))
    #expect(recorder.entries.map(\.depth) == [0, 1])
    #expect(
      recorder.entries.first?.event
        == .post(
          PostRecord(
            name: "UIKeyboardWillShow", frameBegin: [0, 568, 320, 216], duration: 0.25, observers: 1
          )))
    #expect(recorder.entries.last?.event == .call(CallRecord(name: "receive(_:)")))
  }
}
