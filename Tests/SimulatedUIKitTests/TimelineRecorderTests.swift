import Testing

@testable import SimulatedUIKit

/// The timeline's recorder: what it keeps, and that one keeping nothing (a run made only to be
/// judged) makes no event and runs no `beforeRecording`, while the calls it wraps still run.
@Suite struct TimelineRecorderTests {
  /// Counts the events made and the times `beforeRecording` ran.
  private final class Counts {
    var eventsMade = 0
    var syncs = 0

    func event(_ text: String) -> TimelineEvent {
      eventsMade += 1
      return .note(text)
    }

    func name(_ text: String) -> String {
      eventsMade += 1
      return text
    }
  }

  /// Records a note, appends one, and wraps a call returning 42, through `recorder`.
  private func record(through recorder: TimelineRecorder, counting counts: Counts) -> Int {
    recorder.beforeRecording = { counts.syncs += 1 }
    recorder.record(counts.event("recorded"))
    recorder.append(counts.event("appended"))
    return recorder.call(counts.name("call")) { 42 }
  }

  @Test func aRecorderKeepingEntriesMakesAndKeepsEveryEvent() {
    let recorder = TimelineRecorder(clock: VirtualClock())
    let counts = Counts()
    #expect(record(through: recorder, counting: counts) == 42)
    #expect(
      recorder.entries.map(\.event) == [
        .note("recorded"), .note("appended"), .call(CallRecord(name: "call", result: nil)),
      ])
    #expect(counts.eventsMade == 3)
    // Before the recorded note, before the call's entry, and after its body.
    #expect(counts.syncs == 3)
  }

  @Test func aRecorderKeepingNoEntriesMakesNoEventAndStillRunsTheCall() {
    let recorder = TimelineRecorder(clock: VirtualClock(), keepsEntries: false)
    let counts = Counts()
    #expect(record(through: recorder, counting: counts) == 42)
    #expect(recorder.entries.isEmpty)
    #expect(counts.eventsMade == 0)
    #expect(counts.syncs == 0)
  }

  // A call UIKit makes into the app's controller (`UIViewController.timelineCall`: a rotation's
  // willRotate, willAnimateRotation, didRotate) is named only by a recorder that keeps it: one
  // keeping nothing runs the method and makes no name.
  @Test func aControllersCallIsNamedOnlyByARecorderThatKeepsIt() {
    let controller = AppsController()
    let counts = Counts()
    var runs = 0
    let quiet = TimelineRecorder(clock: VirtualClock(), keepsEntries: false)
    controller.timelineCall(counts.name("willRotate"), recorder: quiet) { runs += 1 }
    #expect(runs == 1 && counts.eventsMade == 0)
    let keeping = TimelineRecorder(clock: VirtualClock())
    controller.timelineCall(counts.name("willRotate"), recorder: keeping) { runs += 1 }
    #expect(runs == 2 && counts.eventsMade == 1)
    #expect(keeping.entries.map(\.event) == [.call(CallRecord(name: "willRotate", result: nil))])
  }

  /// A controller of the app's class, whose calls the timeline shows.
  private final class AppsController: UIViewController {}

  @Test func aPostThroughARecorderKeepingNoEntriesReachesEveryObserverInOrder() {
    let recorder = TimelineRecorder(clock: VirtualClock(), keepsEntries: false)
    let center = NotificationCenter(recorder: recorder)
    var heard: [String] = []
    let first = center.addObserver(forName: .UIKeyboardWillShow, object: nil, queue: nil) { _ in
      heard.append("first")
    }
    let second = center.addObserver(forName: .UIKeyboardWillShow, object: nil, queue: nil) { _ in
      heard.append("second")
    }
    center.post(Notification(name: .UIKeyboardWillShow))
    #expect(heard == ["first", "second"])
    #expect(recorder.entries.isEmpty)
    center.removeObserver(first)
    center.removeObserver(second)
  }
}
