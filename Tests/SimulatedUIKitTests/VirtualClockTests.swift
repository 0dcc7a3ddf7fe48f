import Testing

@testable import SimulatedUIKit

/// The clock runs work by time, then by scheduling order, and never goes back.
@Suite struct VirtualClockTests {
  /// The tick nearest to `value` seconds.
  private func seconds(_ value: Double) -> VirtualTime {
    VirtualTime(seconds: value)
  }

  /// Runs everything scheduled, in order.
  private func drain(_ clock: VirtualClock) {
    while clock.nextTime != nil { clock.runNext() }
  }

  @Test func startsAtZeroWithNothingScheduled() {
    let clock = VirtualClock()
    #expect(clock.now == seconds(0))
    #expect(clock.nextTime == nil)
    clock.runNext()
    #expect(clock.now == seconds(0))
  }

  @Test func runsWorkInOrderOfTimeThenOfScheduling() {
    let clock = VirtualClock()
    var ran: [String] = []
    clock.schedule(at: seconds(2)) { ran.append("b at 2") }
    clock.schedule(at: seconds(1)) { ran.append("a at 1") }
    clock.schedule(at: seconds(1)) { ran.append("second a at 1") }
    clock.schedule(at: seconds(0.5)) { ran.append("first at 0.5") }
    #expect(clock.nextTime == seconds(0.5))
    drain(clock)
    #expect(ran == ["first at 0.5", "a at 1", "second a at 1", "b at 2"])
  }

  @Test func readsTheWorksTimeWhileItRuns() {
    let clock = VirtualClock()
    var seen: [VirtualTime] = []
    for time in [0.25, 3, 1.5] {
      clock.schedule(at: seconds(time)) { seen.append(clock.now) }
    }
    drain(clock)
    #expect(seen == [0.25, 1.5, 3].map(seconds))
    #expect(clock.now == seconds(3))
  }

  @Test func workScheduledWhileRunningRunsAfterWhatIsAlreadyDueThen() {
    let clock = VirtualClock()
    var ran: [String] = []
    clock.schedule(at: seconds(1)) {
      ran.append("first")
      clock.schedule(at: seconds(1)) { ran.append("scheduled by first, same time") }
      clock.schedule(at: seconds(1.5)) { ran.append("scheduled by first, later") }
    }
    clock.schedule(at: seconds(1)) { ran.append("second") }
    clock.schedule(at: seconds(2)) { ran.append("third") }
    drain(clock)
    #expect(
      ran == [
        "first", "second", "scheduled by first, same time", "scheduled by first, later", "third",
      ])
  }

  @Test func workScheduledInThePastRunsNowNotEarlier() {
    let clock = VirtualClock()
    var seen: [(String, VirtualTime)] = []
    clock.schedule(at: seconds(2)) {
      clock.schedule(at: seconds(0.5)) { seen.append(("late", clock.now)) }
    }
    clock.schedule(at: seconds(3)) { seen.append(("at 3", clock.now)) }
    drain(clock)
    #expect(seen.map(\.0) == ["late", "at 3"])
    #expect(seen.map(\.1) == [2, 3].map(seconds))
  }

  @Test func advanceNeverGoesBack() {
    let clock = VirtualClock()
    clock.advance(to: seconds(2))
    #expect(clock.now == seconds(2))
    clock.advance(to: seconds(1))
    #expect(clock.now == seconds(2))
    clock.schedule(at: seconds(1)) {}
    #expect(clock.nextTime == seconds(2))
    clock.runNext()
    #expect(clock.now == seconds(2))
  }
}
