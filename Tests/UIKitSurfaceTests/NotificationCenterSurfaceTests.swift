import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import Testing

/// `NotificationCenter` as Foundation's: names and senders, block observers, removal, and
/// `NotificationCenter.default` before and after a run.
@Suite struct NotificationCenterSurfaceTests {
  private static let ping = Notification.Name("Ping")
  private static let pong = Notification.Name("Pong")

  /// An app's own observer, logging what it hears.
  private final class Listener {
    var heard: [String] = []

    func hear(_ notification: Notification) {
      heard.append(notification.name.rawValue)
    }
  }

  private func observe(
    _ listener: Listener, in center: NotificationCenter, name: Notification.Name?,
    object: Any? = nil
  ) {
    center.addObserver(
      listener, selector: Selector("hear(_:)", Listener.hear), name: name, object: object)
  }

  @Test func aNilNameHearsEveryNameAndASenderOnlyItsOwnPosts() {
    let center = NotificationCenter()
    let everything = Listener()
    let fromSender = Listener()
    let sender = NSObject()
    observe(everything, in: center, name: nil)
    observe(fromSender, in: center, name: Self.ping, object: sender)
    center.post(name: Self.ping, object: nil)
    center.post(name: Self.pong, object: sender)
    center.post(name: Self.ping, object: NSObject())
    center.post(name: Self.ping, object: sender, userInfo: ["n": 1])
    #expect(everything.heard == ["Ping", "Pong", "Ping", "Ping"])
    #expect(fromSender.heard == ["Ping"])
  }

  @Test func aBlockObserverHearsUntilItsTokenIsRemoved() {
    let center = NotificationCenter()
    var received: [Any?] = []
    let token = center.addObserver(forName: Self.ping, object: nil, queue: .main) {
      received.append($0.userInfo?["n"])
    }
    center.post(name: Self.ping, object: nil, userInfo: ["n": 1])
    center.post(name: Self.pong, object: nil, userInfo: ["n": 2])
    center.removeObserver(token)
    center.post(name: Self.ping, object: nil, userInfo: ["n": 3])
    #expect(received.map { $0 as? Int } == [1])
  }

  @Test func removingAnObserverStopsEveryRegistrationOfIt() {
    let center = NotificationCenter()
    let listener = Listener()
    observe(listener, in: center, name: Self.ping)
    observe(listener, in: center, name: Self.pong)
    center.removeObserver(listener)
    center.post(Notification(name: Self.ping))
    center.post(Notification(name: Self.pong))
    #expect(listener.heard.isEmpty)
  }

  @Test func removingANamedRegistrationLeavesTheOthers() {
    let center = NotificationCenter()
    let listener = Listener()
    observe(listener, in: center, name: Self.ping)
    observe(listener, in: center, name: Self.pong)
    center.removeObserver(listener, name: Self.ping, object: nil)
    center.post(Notification(name: Self.ping))
    center.post(Notification(name: Self.pong))
    #expect(listener.heard == ["Pong"])
  }

  @Test func anObserverAddedBeforeTheRunHearsTheRunsPostsAndNothingLeaksIntoTheNext() throws {
    let listener = Listener()
    let center = NotificationCenter.default
    observe(listener, in: center, name: UIResponder.keyboardWillShowNotification)
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let result = try run(ScriptedController(nib: nib), nib: nib, "at 0.5 tap text-field")
    #expect(listener.heard == ["UIKeyboardWillShowNotification"])
    #expect(result.callNames.contains("hear(_:)"))
    // After the run, `default` is a new center: removing finds nothing, and the next run on this
    // thread starts without the listener.
    #expect(NotificationCenter.default !== center)
    NotificationCenter.default.removeObserver(listener)
    let nextNib = SchmeeboardNib.autoLayout2017.instantiate()
    _ = try run(ScriptedController(nib: nextNib), nib: nextNib, "at 0.5 tap text-field")
    #expect(listener.heard.count == 1)
  }

  @Test func theAppsOwnPostsInsideARunReachItsObserversAndTheTimeline() throws {
    let listener = Listener()
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let controller = ScriptedController(
      nib: nib,
      onLoad: { _ in
        NotificationCenter.default.addObserver(
          listener, selector: Selector("hear(_:)", Listener.hear), name: Self.ping, object: nil)
      },
      onTap: { _ in NotificationCenter.default.post(name: Self.ping, object: nil) })
    let result = try run(controller, nib: nib, "at 1 tap background")
    #expect(listener.heard == ["Ping"])
    #expect(result.posts.map(\.name) == ["Ping"])
  }

  @Test func aScreenObjectFiltersTheKeyboardsPostsFromIOS16Point1() throws {
    // From iOS 16.1 the keyboard's notifications name the screen as their object.
    let listener = Listener()
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let controller = ScriptedController(nib: nib) { _ in
      NotificationCenter.default.addObserver(
        listener, selector: Selector("hear(_:)", Listener.hear),
        name: UIResponder.keyboardWillShowNotification, object: UIScreen.main)
    }
    _ = try run(
      controller, nib: nib, "at 0.5 tap text-field",
      on: RunTarget(device: .iphone15, release: IOSRelease(17)))
    #expect(listener.heard == ["UIKeyboardWillShowNotification"])
  }
}

/// Runs side by side, each on its own thread, keep their centers apart, before the run too.
@Suite struct NotificationCenterThreadTests {
  private final class Counter {
    var count = 0

    func count(_ notification: Notification) {
      count += 1
    }
  }

  @Test func eachRunsObserversHearOnlyThatRunsPosts() {
    let heard = Parallel.map(4) { _ in
      let counter = Counter()
      NotificationCenter.default.addObserver(
        counter, selector: Selector("count(_:)", Counter.count),
        name: UIResponder.keyboardWillShowNotification, object: nil)
      let nib = SchmeeboardNib.autoLayout2017.instantiate()
      let scenario = try? ScenarioParser(fileName: "t").parse("at 0.5 tap text-field", name: "t")
      guard let scenario else { return -1 }
      _ = Simulation(
        on: RunTarget(device: .iphone7, release: IOSRelease(12)),
        controller: ScriptedController(nib: nib),
        nib: nib
      ).run(scenario)
      return counter.count
    }
    #expect(heard == [1, 1, 1, 1])
  }
}
