import Testing

@testable import Shared

/// The clock runs work by time, then by scheduling order, and never goes back.
@Suite struct VirtualClockTests {
  /// Runs everything scheduled, in order.
  private func drain(_ clock: VirtualClock) {
    while clock.nextTime != nil { clock.runNext() }
  }

  @Test func startsAtZeroWithNothingScheduled() {
    let clock = VirtualClock()
    #expect(clock.now == 0)
    #expect(clock.nextTime == nil)
    clock.runNext()
    #expect(clock.now == 0)
  }

  @Test func runsWorkInOrderOfTimeThenOfScheduling() {
    let clock = VirtualClock()
    var ran: [String] = []
    clock.schedule(at: 2) { ran.append("b at 2") }
    clock.schedule(at: 1) { ran.append("a at 1") }
    clock.schedule(at: 1) { ran.append("second a at 1") }
    clock.schedule(at: 0.5) { ran.append("first at 0.5") }
    #expect(clock.nextTime == 0.5)
    drain(clock)
    #expect(ran == ["first at 0.5", "a at 1", "second a at 1", "b at 2"])
  }

  @Test func readsTheWorksTimeWhileItRuns() {
    let clock = VirtualClock()
    var seen: [Double] = []
    for time in [0.25, 3, 1.5] {
      clock.schedule(at: time) { seen.append(clock.now) }
    }
    drain(clock)
    #expect(seen == [0.25, 1.5, 3])
    #expect(clock.now == 3)
  }

  @Test func workScheduledWhileRunningRunsAfterWhatIsAlreadyDueThen() {
    let clock = VirtualClock()
    var ran: [String] = []
    clock.schedule(at: 1) {
      ran.append("first")
      clock.schedule(at: 1) { ran.append("scheduled by first, same time") }
      clock.schedule(at: 1.5) { ran.append("scheduled by first, later") }
    }
    clock.schedule(at: 1) { ran.append("second") }
    clock.schedule(at: 2) { ran.append("third") }
    drain(clock)
    #expect(
      ran == [
        "first", "second", "scheduled by first, same time", "scheduled by first, later", "third",
      ])
  }

  @Test func workScheduledInThePastRunsNowNotEarlier() {
    let clock = VirtualClock()
    var seen: [(String, Double)] = []
    clock.schedule(at: 2) {
      clock.schedule(at: 0.5) { seen.append(("late", clock.now)) }
    }
    clock.schedule(at: 3) { seen.append(("at 3", clock.now)) }
    drain(clock)
    #expect(seen.map(\.0) == ["late", "at 3"])
    #expect(seen.map(\.1) == [2, 3])
  }

  @Test func advanceNeverGoesBack() {
    let clock = VirtualClock()
    clock.advance(to: 2)
    #expect(clock.now == 2)
    clock.advance(to: 1)
    #expect(clock.now == 2)
    clock.schedule(at: 1) {}
    #expect(clock.nextTime == 2)
    clock.runNext()
    #expect(clock.now == 2)
  }
}
