import Foundation

/// Timers on the run loop: a `Timer` made without scheduling (`Timer(timeInterval:repeats:block:)`)
/// fires once it is added, when it is due, on the virtual clock [A].
extension RunLoop {
  /// The run loop's modes: Foundation's, `.common` and `.default`. The lab's run loop runs in
  /// every mode at once, since nothing in it tracks a touch [M].
  public typealias Mode = Foundation.RunLoop.Mode

  /// Puts `timer` on the run loop: it fires when due, then every interval while it repeats, until
  /// it is invalidated (`Timer`). Adding a timer twice, or an invalid one, does nothing [A].
  public func add(_ timer: Timer, forMode mode: Mode) {
    timer.scheduleOnRunLoop()
  }
}
