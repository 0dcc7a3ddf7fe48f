/// Collects a run's events as they happen, with their time and nesting depth; called on every
/// event, on the thread that runs the simulation.
package final class TimelineRecorder {
  private let clock: VirtualClock
  package private(set) var entries: [TimelineEntry] = []
  /// Whether this recorder keeps the run's events. A run made only to be judged (a matrix's,
  /// `RunJudgement`) reads none of them, so its recorder keeps none, runs no `beforeRecording`,
  /// and makes no event: each is passed unevaluated (`@autoclosure`) and made only when kept.
  /// An event is a record of what happened, so making it changes nothing the run does: an event
  /// given to this recorder must be made without side effects.
  package let keepsEntries: Bool
  private var depth = 0
  /// Runs before every event is recorded, so that flag changes land where they happened.
  package var beforeRecording: () -> Void = {}

  package init(clock: VirtualClock, keepsEntries: Bool = true) {
    self.clock = clock
    self.keepsEntries = keepsEntries
  }

  /// Appends `event` at the clock's time and the current depth.
  package func record(_ event: @autoclosure () -> TimelineEvent) {
    guard keepsEntries else { return }
    beforeRecording()
    append(event())
  }

  /// Appends `event` without running `beforeRecording` (for the flag changes themselves).
  package func append(_ event: @autoclosure () -> TimelineEvent) {
    guard keepsEntries else { return }
    entries.append(TimelineEntry(time: clock.now.seconds, depth: depth, event: event()))
  }

  /// Records a call into the controller, runs it one level deeper, and notes what it returned.
  package func call<Result>(
    _ name: @autoclosure () -> String, describing describe: (Result) -> String? = { _ in nil },
    _ body: () -> Result
  ) -> Result {
    guard keepsEntries else { return body() }
    record(.call(CallRecord(name: name(), result: nil)))
    let index = entries.count - 1
    depth += 1
    let result = body()
    beforeRecording()
    depth -= 1
    if let description = describe(result), case .call(var call) = entries[index].event {
      call.result = description
      entries[index].event = .call(call)
    }
    return result
  }

  /// Runs `body` one level deeper without recording a call (a notification's deliveries).
  func nested(_ body: () -> Void) {
    depth += 1
    body()
    depth -= 1
  }
}
