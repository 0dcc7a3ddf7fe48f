/// The notification center: Foundation's `NotificationCenter`, delivering to the running app and
/// recording every post in the timeline.
///
/// `NotificationCenter.default` is the running simulation's center, fresh for every run. Before a
/// run it is the center the next run on this thread will take (`PreRunState`): an observer a
/// controller adds in its `init`, or a helper made before the simulation, hears that run's posts,
/// as it would on iOS. After a run it is a new one for the next, so that `removeObserver(self)` in
/// a `deinit` finds nothing to remove and does no harm. Runs on other threads have their own.
///
/// As Foundation's [A]: an observer is called for every post of the name it gave (every name for
/// `nil`) from the object it gave (every sender for `nil`; an object is matched by identity), in
/// the order the observers were added; a selector's observer is held weakly and is not called once
/// gone (iOS 9 and later); a block's registration lasts until its token is removed. A block runs
/// on the posting thread at once, for a `nil` queue as on iOS, and for `OperationQueue.main` too:
/// the app posts on the main thread, where the main queue's block would run next, before anything
/// else happens [M]. The timeline prints a block's call as `block observer`.
///
/// It shadows Foundation's class of the same name for code that imports only `Shared`.
public final class NotificationCenter {
  /// One registration. An object, which the center's list and a post's receivers share: a
  /// structure holding the two weak references was copied to be asked whether it hears a post,
  /// and again to be kept, each copy of a weak reference an update of its object's side table.
  private final class Observation {
    /// The observer of a selector's registration, held weakly.
    weak let observer: AnyObject?
    /// The token of a block's registration, which keeps the block.
    let token: BlockObserver?
    let name: Notification.Name?
    /// The sender observed, when `filtersSender`: held weakly, as Foundation does not keep it.
    weak let sender: AnyObject?
    let filtersSender: Bool
    /// The name the timeline prints for the call.
    let callName: String
    let deliver: (Notification) -> Void

    init(
      observer: AnyObject?, token: BlockObserver?, name: Notification.Name?, sender: AnyObject?,
      filtersSender: Bool, callName: String, deliver: @escaping (Notification) -> Void
    ) {
      self.observer = observer
      self.token = token
      self.name = name
      self.sender = sender
      self.filtersSender = filtersSender
      self.callName = callName
      self.deliver = deliver
    }

    /// Whether the registration is still live: its observer not gone.
    var isLive: Bool { token != nil || observer != nil }

    /// Whether `notification` is one this registration hears. The name is compared first: most
    /// registrations are for other names, and reading a weak reference to know whether the
    /// observer is gone costs more.
    func hears(_ notification: Notification) -> Bool {
      guard name == nil || name == notification.name, isLive else { return false }
      guard filtersSender else { return true }
      // A sender that is gone matches nothing.
      guard let sender, let posted = notification.object.map({ $0 as AnyObject }) else {
        return false
      }
      return sender === posted
    }

    /// Whether this registration is `registrant`'s: its observer, or its block's token.
    func belongs(to registrant: AnyObject) -> Bool {
      observer === registrant || token === registrant
    }
  }

  /// Records the posts and calls of the run that has adopted the center; `nil` before one has.
  /// Over private storage, read at every post, so that the compiler checks its accesses as it
  /// compiles rather than at run time.
  package var recorder: TimelineRecorder? {
    get { storedRecorder }
    set { storedRecorder = newValue }
  }
  private var storedRecorder: TimelineRecorder?
  /// The registrations, in the order they were made. Changed only whole
  /// (`changeObservations(_:)`), so that no access to it spans a call that could reach it and the
  /// compiler checks its accesses as it compiles, where every post read it with a check at run
  /// time.
  private var observations: [Observation] = []

  /// A center of the app's own, apart from `default` [A].
  public init() {}

  init(recorder: TimelineRecorder?) {
    storedRecorder = recorder
  }

  /// The running simulation's center; outside a run, the one the next run on this thread takes.
  public static var `default`: NotificationCenter {
    RunningSystemSlot.current?.notificationCenter ?? PreRunState.current.notificationCenter
  }

  // MARK: - Observing

  /// Calls `selector` on `observer` with each notification named `name` (every name when `nil`)
  /// that `object` posts (every sender's when `nil`) [A].
  public func addObserver(
    _ observer: Any, selector: Selector, name: Notification.Name?, object: Any?
  ) {
    let target = objectReference(observer)
    let observation = Observation(
      observer: target, token: nil, name: name, sender: object.map { $0 as AnyObject },
      filtersSender: object != nil, callName: selector.name,
      deliver: { [weak target] notification in
        if let target { selector.perform(on: target, with: notification) }
      })
    changeObservations { $0.append(observation) }
  }

  /// Calls `block` with each notification named `name` (every name when `nil`) that `object`
  /// posts (every sender's when `nil`), and returns the token that `removeObserver(_:)` takes to
  /// stop it [A]. `queue` may be `nil` or `OperationQueue.main`; either way the block runs at once
  /// when the notification is posted.
  public func addObserver(
    forName name: Notification.Name?, object: Any?, queue: OperationQueue?,
    using block: @escaping (Notification) -> Void
  ) -> any NSObjectProtocol {
    addObserver(forName: name, object: object, callName: BlockObserver.callName, using: block)
  }

  /// Registers `block` as `addObserver(forName:object:queue:using:)` does, the timeline printing
  /// each call as `callName`: a Combine publisher's subscription (`Shared/Combine`) is a block
  /// observer of its own name.
  package func addObserver(
    forName name: Notification.Name?, object: Any?, callName: String,
    using block: @escaping (Notification) -> Void
  ) -> any NSObjectProtocol {
    let token = BlockObserver()
    let observation = Observation(
      observer: nil, token: token, name: name, sender: object.map { $0 as AnyObject },
      filtersSender: object != nil, callName: callName, deliver: block)
    changeObservations { $0.append(observation) }
    return token
  }

  /// Stops every registration of `observer`: a selector's observer, or a block's token [A].
  public func removeObserver(_ observer: Any) {
    let registrant = objectReference(observer)
    changeObservations { $0.removeAll { $0.belongs(to: registrant) } }
  }

  /// Stops `observer`'s registrations for `name` (all of them when `nil`) and `object` (whatever
  /// sender each observes when `nil`) [A].
  public func removeObserver(_ observer: Any, name: Notification.Name?, object: Any?) {
    let registrant = objectReference(observer)
    let sender = object.map { $0 as AnyObject }
    changeObservations {
      $0.removeAll { observation in
        observation.belongs(to: registrant) && (name == nil || observation.name == name)
          && (sender == nil || observation.sender === sender)
      }
    }
  }

  /// Applies `change` to the registrations taken out whole and put back (`observations`).
  private func changeObservations(_ change: (inout [Observation]) -> Void) {
    var taken = observations
    observations = []
    change(&taken)
    observations = taken
  }

  // MARK: - Posting

  /// Posts a notification named `name` from `object` with `userInfo` [A].
  public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
    post(Notification(name: name, object: object, userInfo: userInfo))
  }

  /// Posts `notification`: records it, then calls each observer that hears it in the order it was
  /// added.
  public func post(_ notification: Notification) {
    post(notification, recordedAs: { nil }, evenUnheard: true)
  }

  /// Posts `notification` as `post(_:)` does, recorded as `record` with its count of observers
  /// when given: the simulation's keyboard posts, whose parts the simulation knows, so that the
  /// userInfo it built is not read back on every post (`PostRecord(_:observers:)` reads it,
  /// casting each key and value). `record` is made only when the recorder keeps the post.
  package func post(
    _ notification: Notification, recordedAs record: @autoclosure () -> PostRecord?
  ) {
    post(notification, recordedAs: record, evenUnheard: true)
  }

  /// Posts `notification` as `post(_:)` does, recorded only when an observer hears it: the
  /// system's posts that are not the keyboard's (the application's life cycle), which the timeline
  /// prints when the app listens, so that an app that does not sees the timeline it always had.
  package func postRecordedIfHeard(_ notification: Notification) {
    post(notification, recordedAs: { nil }, evenUnheard: false)
  }

  private func post(
    _ notification: Notification, recordedAs record: () -> PostRecord?, evenUnheard: Bool
  ) {
    let receivers = observations.filter { $0.hears(notification) }
    guard let recorder, recorder.keepsEntries, evenUnheard || !receivers.isEmpty else {
      receivers.forEach { $0.deliver(notification) }
      return
    }
    var posted = record() ?? PostRecord(notification, observers: 0)
    posted.observers = receivers.count
    recorder.record(.post(posted))
    recorder.nested {
      for receiver in receivers {
        recorder.call(receiver.callName) { receiver.deliver(notification) }
      }
    }
  }
}
