import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit

/// A recorded run's entries, as a test asks about them: one vocabulary for a judged `Timeline`
/// and for a `SimulationResult` straight from the simulation, so that each test reads like the
/// claim it checks.
public protocol TimelineEntries {
  /// Every event, in order.
  var entries: [TimelineEntry] { get }
}

extension Timeline: TimelineEntries {}
extension SimulationResult: TimelineEntries {}

extension TimelineEntries {
  /// The position of the first entry at or after `start` that matches `predicate`.
  public func firstIndex(from start: Int = 0, where predicate: (TimelineEntry) -> Bool) -> Int? {
    entries.indices.first { $0 >= start && predicate(entries[$0]) }
  }

  /// The position of the first call to `name` at or after `start`.
  public func firstCall(_ name: String, from start: Int = 0) -> Int? {
    firstIndex(from: start) {
      if case .call(let call) = $0.event { call.name == name } else { false }
    }
  }

  /// The position of the first post of `name` (`UIKeyboardWillHide`) at or after `start`.
  public func firstPost(_ name: String, from start: Int = 0) -> Int? {
    firstIndex(from: start) {
      if case .post(let post) = $0.event { post.name == name } else { false }
    }
  }

  /// The texts of the run's notes, in order.
  public var notes: [String] {
    entries.compactMap { if case .note(let text) = $0.event { text } else { nil } }
  }

  /// The position of the first step spelled `text` (`rotate landscape-left`).
  public func firstStep(_ text: String) -> Int? {
    firstIndex { $0.event == .step(text) }
  }

  /// The position of the first animation of `name` (`view.frame`) at or after `start`.
  public func firstAnimation(_ name: String, from start: Int = 0) -> Int? {
    firstIndex(from: start) {
      if case .animate(let record) = $0.event { record.name == name } else { false }
    }
  }

  /// The animation recorded at `index`, if that entry is one.
  public func animationRecord(at index: Int) -> AnimationRecord? {
    if case .animate(let record) = entries[index].event { record } else { nil }
  }

  /// The animations that began, with their positions.
  public var animations: [(index: Int, record: AnimationRecord)] {
    entries.indices.compactMap { index in
      if case .animate(let record) = entries[index].event { (index, record) } else { nil }
    }
  }

  /// The animations of `name`, in order.
  public func animations(of name: String) -> [AnimationRecord] {
    animations.map(\.record).filter { $0.name == name }
  }

  /// The immediate changes of `name`, in order.
  public func sets(of name: String) -> [ValueChange] {
    entries.compactMap {
      if case .set(let change) = $0.event, change.name == name { change } else { nil }
    }
  }

  /// The flag changes, in order, with their times.
  public var stateChanges: [(time: Double, name: String, value: Bool)] {
    entries.compactMap { entry in
      if case .state(let state) = entry.event { (entry.time, state.name, state.value) } else { nil }
    }
  }

  /// The posts at or after `start` (up to `end`), in order.
  public func posts(from start: Int = 0, to end: Int? = nil) -> [PostRecord] {
    entries[start..<(end ?? entries.count)].compactMap {
      if case .post(let post) = $0.event { post } else { nil }
    }
  }

  /// The names of the posts at or after `start` (up to `end`), in order.
  public func postNames(from start: Int = 0, to end: Int? = nil) -> [String] {
    posts(from: start, to: end).map(\.name)
  }

  /// The names of the calls into the controller at or after `start` (up to `end`), in order.
  public func callNames(from start: Int = 0, to end: Int? = nil) -> [String] {
    entries[start..<(end ?? entries.count)].compactMap {
      if case .call(let call) = $0.event { call.name } else { nil }
    }
  }

  /// The run from entry `start` on, one line per step, call, post, note and animation of the
  /// root view or the keyboard, with its time: the order a choreography test compares.
  public func digest(from start: Int = 0, to end: Int? = nil) -> [String] {
    entries[start..<(end ?? entries.count)].compactMap { entry in
      let time = NumberFormat.seconds(entry.time)
      switch entry.event {
      case .step(let text): return "\(time) step \(text)"
      case .call(let call): return "\(time) call \(call.name)"
      case .post(let post): return "\(time) post \(post.name)"
      case .note(let text): return "\(time) note \(text)"
      case .animate(let record)
      where record.name == "view.frame" || record.name == "keyboard.height":
        return "\(time) animate \(record.name) [\(record.origin)]"
      default: return nil
      }
    }
  }

  /// The time of the entry at `index`.
  public func time(at index: Int) -> Double {
    entries[index].time
  }
}

/// A scenario written in the scenario format, for a test.
public func scenario(_ text: String, name: String = "test") throws -> Scenario {
  try ScenarioParser(fileName: name).parse(text, name: name)
}
