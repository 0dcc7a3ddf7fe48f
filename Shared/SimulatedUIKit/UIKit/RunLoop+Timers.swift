import Foundation

/// Foundation's timers on the run loop: a `Timer` made without scheduling
/// (`Timer(timeInterval:repeats:block:)`) fires once it is added, on the virtual clock [A].
extension RunLoop {
  /// The run loop's modes: Foundation's, `.common` and `.default`. The lab's run loop runs in
  /// every mode at once, since nothing in it tracks a touch [M].
  public typealias Mode = Foundation.RunLoop.Mode

  /// The name the timeline prints for a timer firing.
  static let timerCallName = "timer"

  /// Fires `timer` when its fire date comes, counted on the virtual clock from now (to the next
  /// millisecond, since its date was read from the wall clock when it was made) [M], then every
  /// `timeInterval` seconds while it repeats, until it is invalidated [A]. Linux's Foundation dates
  /// a timer made with `Timer(timeInterval:repeats:block:)` from its making, not one interval
  /// later as iOS does, and keeps no interval for one that does not repeat: a repeating one
  /// first fires one interval from now, as on iOS; a one-shot fires at once [M]. An invalidated
  /// timer never fires; a fire past the longest scenario is not scheduled.
  public func add(_ timer: Timer, forMode mode: Mode) {
    let system = RunningSystemSlot.running("RunLoop.add")
    let untilFireDate = (timer.fireDate.timeIntervalSinceNow * 1000).rounded(.up) / 1000
    let delay = untilFireDate > 0 ? untilFireDate : max(timer.timeInterval, 0)
    Self.fire(timer, after: delay, on: system)
  }

  private static func fire(_ timer: Timer, after delay: Double, on system: any RunningSystem) {
    guard timer.isValid, system.now.seconds + delay <= VirtualTime.longestRunSeconds else {
      return
    }
    system.schedule(after: delay) { [weak system, recorder = system.recorder] in
      guard let system, timer.isValid else { return }
      let interval = timer.timeInterval
      recorder.call(timerCallName) { timer.fire() }
      if interval > 0 { fire(timer, after: interval, on: system) }
    }
  }
}
