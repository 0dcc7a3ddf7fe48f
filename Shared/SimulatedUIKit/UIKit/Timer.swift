import Foundation

/// Foundation's `Timer`, on the simulation's virtual clock: what `Timer` is for code that imports
/// the `UIKit` module, which names it so (Foundation's own would count the real clock, on a run
/// loop no run turns).
///
/// A timer fires once it is on the main run loop (`scheduledTimer`, or `RunLoop.add(_:forMode:)`
/// for one made without scheduling) and its fire date comes: one interval after it was made, or
/// the date it was given [A]. A repeating one fires again every interval, counted from when it
/// was due, until it is invalidated; a one-shot fires once and is then invalid [A]. Each firing
/// is a call on the timeline, named after the target's method (`tick(_:)`) or, for a block,
/// `timer`, as a block observer's call is named. An interval of 0 or less is 0.1 ms, as
/// Foundation makes it [A]. A timer made outside a run counts its interval from the run's start
/// [M: the lab has no clock before it], and is put on the run loop inside a run only.
public final class Timer: NSObject {
  /// The timeline's name for a call to a timer's block, which has no method name.
  package static let blockCallName = "timer"

  /// What a firing does: the block, or the selector sent to the target.
  private let action: (Timer) -> Void
  /// The name the timeline prints for a firing.
  private let callName: String
  /// The seconds between firings, whether or not the timer repeats.
  private let interval: TimeInterval
  /// Whether the timer fires again after each firing.
  private let repeats: Bool
  /// When the timer is next due, in seconds on the virtual clock.
  private var dueSeconds: Double
  /// Counts the timer's armings: a firing armed before the fire date last moved is dropped.
  private var armings = 0
  /// Whether the timer is on the run loop.
  private var isScheduled = false

  /// The object the timer was given to hand its action [A].
  public let userInfo: Any?
  /// How late the system may fire the timer; the lab fires it on time [M].
  public var tolerance: TimeInterval = 0
  /// Whether the timer can still fire: false once invalidated, or after a one-shot fired [A].
  public private(set) var isValid = true

  private init(
    due delay: Double, interval: TimeInterval, repeats: Bool, userInfo: Any?, callName: String,
    action: @escaping (Timer) -> Void
  ) {
    self.interval = max(interval, 0.0001)
    self.repeats = repeats
    self.userInfo = userInfo
    self.callName = callName
    self.action = action
    dueSeconds = Self.nowSeconds + max(delay, 0)
  }

  /// A timer that runs `block` `interval` seconds after it is made, once it is on the run loop.
  public convenience init(
    timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
  ) {
    self.init(
      due: max(interval, 0.0001), interval: interval, repeats: repeats, userInfo: nil,
      callName: Self.blockCallName, action: block)
  }

  /// A timer that runs `block` at `date`, once it is on the run loop.
  public convenience init(
    fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
  ) {
    self.init(
      due: Self.delay(until: date), interval: interval, repeats: repeats, userInfo: nil,
      callName: Self.blockCallName, action: block)
  }

  /// A timer that sends `selector` to `target` (which it keeps until invalidated) `interval`
  /// seconds after it is made, once it is on the run loop; the method may take the timer.
  public convenience init(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
    repeats: Bool
  ) {
    self.init(
      due: max(interval, 0.0001), interval: interval, repeats: repeats, userInfo: userInfo,
      callName: selector.name, action: Self.send(selector, to: target))
  }

  /// A timer that sends `selector` to `target` at `date`, once it is on the run loop.
  public convenience init(
    fireAt date: Date, interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
    repeats: Bool
  ) {
    self.init(
      due: Self.delay(until: date), interval: interval, repeats: repeats, userInfo: userInfo,
      callName: selector.name, action: Self.send(selector, to: target))
  }

  /// The action that sends `selector` to `target`, handing it the timer.
  private static func send(_ selector: Selector, to target: Any) -> (Timer) -> Void {
    let receiver = target as AnyObject
    return { selector.perform(on: receiver, with: $0) }
  }

  /// A timer made with `init(timeInterval:repeats:block:)`, already on the main run loop [A].
  @discardableResult
  public static func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    RunLoop.main.add(timer, forMode: .default)
    return timer
  }

  /// A timer made with `init(timeInterval:target:selector:userInfo:repeats:)`, already on the
  /// main run loop [A].
  @discardableResult
  public static func scheduledTimer(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
    repeats: Bool
  ) -> Timer {
    let timer = Timer(
      timeInterval: interval, target: target, selector: selector, userInfo: userInfo,
      repeats: repeats)
    RunLoop.main.add(timer, forMode: .default)
    return timer
  }

  /// The seconds between firings of a repeating timer; 0 for a one-shot, whatever it was given
  /// [A].
  public var timeInterval: TimeInterval { repeats ? interval : 0 }

  /// When the timer is next due. Setting it moves a timer on the run loop to the new date (a date
  /// past the run's end, `.distantFuture`, holds it) [A].
  public var fireDate: Date {
    get { Date(timeIntervalSinceNow: dueSeconds - Self.nowSeconds) }
    set {
      dueSeconds = Self.nowSeconds + Self.delay(until: newValue)
      if isScheduled { armForDueDate() }
    }
  }

  /// Runs the timer's action now, as its timeline call; a one-shot is then invalid, a repeating
  /// one keeps its schedule [A].
  public func fire() {
    guard isValid else { return }
    let recorder = RunningSystemSlot.running("Timer.fire").recorder
    recorder.call(callName) { action(self) }
    if !repeats { invalidate() }
  }

  /// Stops the timer from firing again and lets its target and block go [A].
  public func invalidate() {
    isValid = false
  }

  /// Puts the timer on the running simulation's run loop, once: it fires when due.
  func scheduleOnRunLoop() {
    guard isValid, !isScheduled else { return }
    isScheduled = true
    armForDueDate()
  }

  /// Schedules the timer's next firing at its due date (at once if that has passed), unless that
  /// is past the longest scenario; any firing scheduled before is dropped.
  private func armForDueDate() {
    let system = RunningSystemSlot.running("RunLoop.add")
    armings += 1
    let armed = armings
    guard dueSeconds <= VirtualTime.longestRunSeconds else { return }
    system.schedule(after: max(0, dueSeconds - system.now.seconds)) { [self] in
      guard isValid, armings == armed else { return }
      fire()
      if repeats {
        dueSeconds += interval
        armForDueDate()
      }
    }
  }

  /// The virtual clock's time in seconds: the run's, or its start outside a run.
  private static var nowSeconds: Double {
    RunningSystemSlot.current?.now.seconds ?? 0
  }

  /// The seconds from the wall clock's now to `date`, to the next millisecond (the time between
  /// the app reading the clock and this reading it is not the app's) [M].
  private static func delay(until date: Date) -> Double {
    (date.timeIntervalSinceNow * 1000).rounded(.up) / 1000
  }
}
