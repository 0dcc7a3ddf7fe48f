import Foundation
import SimulatedIOS
import SimulatedUIKit
import Synchronization
import Testing

/// `Timer` on the virtual clock: a timer on the run loop (`scheduledTimer`, or
/// `RunLoop.add(_:forMode:)`) fires when due, one interval after it was made or at its date, again
/// every interval while it repeats, until it is invalidated; each firing is a timeline call.
@Suite struct TimerTests {
  /// The times timers fired at, from their blocks and methods.
  final class Fires: Sendable {
    let log = Mutex<[String]>([])

    /// Records that `name` fired now; how many times it has fired, this time included.
    @discardableResult
    func record(_ name: String) -> Int {
      let now = VirtualDispatchTime.now().seconds
      return log.withLock { log in
        log.append("\(name) \(now)")
        return log.count { $0.hasPrefix(name + " ") }
      }
    }

    /// A timer's method: records its firing by the timer's user info.
    func tick(_ timer: SimulatedUIKit.Timer) {
      record(timer.userInfo as? String ?? "?")
    }
  }

  // Added on the tap at 1 s: the one-shot dated a quarter-second on fires at 1.25 s, as does the
  // one made with a quarter-second interval (one interval after it was made); the half-second
  // repeating one at 1.5, 2 and 2.5 s, where its block invalidates it; the one invalidated before
  // it fires never does; the one added twice fires once.
  @Test func timersAddedToTheRunLoopFireWhenDueUntilInvalidated() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let fires = Fires()
    let controller = ScriptedController(
      nib: nib,
      onTap: { _ in
        let once = SimulatedUIKit.Timer(fire: Date() + 0.25, interval: 0, repeats: false) { _ in
          fires.record("once")
        }
        SimulatedUIKit.RunLoop.current.add(once, forMode: .common)
        let undated = SimulatedUIKit.Timer(timeInterval: 0.25, repeats: false) { _ in
          fires.record("undated")
        }
        SimulatedUIKit.RunLoop.current.add(undated, forMode: .common)
        SimulatedUIKit.RunLoop.current.add(undated, forMode: .default)
        let repeating = SimulatedUIKit.Timer(timeInterval: 0.5, repeats: true) { timer in
          if fires.record("repeating") == 3 { timer.invalidate() }
        }
        SimulatedUIKit.RunLoop.main.add(repeating, forMode: .default)
        let cancelled = SimulatedUIKit.Timer(timeInterval: 0.1, repeats: false) { _ in
          fires.record("cancelled")
        }
        SimulatedUIKit.RunLoop.main.add(cancelled, forMode: .common)
        cancelled.invalidate()
      })
    _ = try run(controller, nib: nib, "at 1 tap background\nat 4 face-up")
    #expect(
      fires.log.withLock { $0 }
        == ["once 1.25", "undated 1.25", "repeating 1.5", "repeating 2.0", "repeating 2.5"])
  }

  // Scheduled when the view loads (at 0 s): the block's timer fires every 0.4 s until its third
  // firing invalidates it; the target's one-shot is sent `tick(_:)` with the timer, whose user
  // info it reads, at 0.3 s. The timeline names the calls as it names a block observer's and a
  // selector observer's: `timer` and the method.
  @Test func scheduledTimersFireOnTheVirtualClockAsTimelineCalls() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let fires = Fires()
    let controller = ScriptedController(
      nib: nib,
      onLoad: { _ in
        SimulatedUIKit.Timer.scheduledTimer(withTimeInterval: 0.4, repeats: true) { timer in
          if fires.record("block") == 3 { timer.invalidate() }
        }
        SimulatedUIKit.Timer.scheduledTimer(
          timeInterval: 0.3, target: fires, selector: Selector("tick(_:)", Fires.tick),
          userInfo: "target", repeats: false)
      })
    let result = try run(controller, nib: nib, "at 2 face-up")
    #expect(
      fires.log.withLock { $0 }
        == ["target 0.3", "block 0.4", "block 0.8", "block 1.2"])
    #expect(result.callNames.filter { $0 == "timer" || $0 == "tick(_:)" }.count == 4)
    #expect(result.callNames.contains("tick(_:)") && result.callNames.contains("timer"))
  }

  // `fire()` runs the action at once: a one-shot is then invalid and does not fire again when
  // due; a repeating one stays valid and keeps its schedule. A one-shot's `timeInterval` reads 0,
  // a repeating one's its interval, as Foundation's do; moving a scheduled timer's fire date moves
  // its firing.
  @Test func fireRunsTheActionAndARescheduledTimerFiresAtItsNewDate() throws {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let fires = Fires()
    let facts = Mutex<[String]>([])
    let controller = ScriptedController(
      nib: nib,
      onLoad: { _ in
        let once = SimulatedUIKit.Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) {
          _ in fires.record("once")
        }
        once.fire()
        let repeating = SimulatedUIKit.Timer.scheduledTimer(
          withTimeInterval: 1, repeats: true
        ) { timer in
          if fires.record("repeating") == 2 { timer.invalidate() }
        }
        repeating.fire()
        let moved = SimulatedUIKit.Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) {
          _ in fires.record("moved")
        }
        moved.fireDate = Date() + 1.5
        facts.withLock {
          $0 = [
            "once valid \(once.isValid) interval \(once.timeInterval)",
            "repeating valid \(repeating.isValid) interval \(repeating.timeInterval)",
          ]
        }
      })
    _ = try run(controller, nib: nib, "at 3 face-up")
    #expect(
      facts.withLock { $0 }
        == ["once valid false interval 0.0", "repeating valid true interval 1.0"])
    #expect(
      fires.log.withLock { $0 } == ["once 0.0", "repeating 0.0", "repeating 1.0", "moved 1.5"])
  }
}
