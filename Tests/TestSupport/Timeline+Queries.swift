import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit

/// Questions tests ask of a timeline, so that each test reads like the claim it checks.
extension Timeline {
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

  /// The position of the first step spelled `text` (`rotate landscape-left`).
  public func firstStep(_ text: String) -> Int? {
    firstIndex { $0.event == .step(text) }
  }

  /// The flag changes, in order, with their times.
  public var stateChanges: [(time: Double, name: String, value: Bool)] {
    entries.compactMap { entry in
      if case .state(let state) = entry.event { (entry.time, state.name, state.value) } else { nil }
    }
  }

  /// The entries from `start` up to (not including) `end`.
  public func entries(_ range: Range<Int>) -> ArraySlice<TimelineEntry> {
    entries[range]
  }

  /// The animations that began, with their positions.
  public var animations: [(index: Int, record: AnimationRecord)] {
    entries.indices.compactMap { index in
      if case .animate(let record) = entries[index].event { (index, record) } else { nil }
    }
  }

  /// The names of the calls into the controller, in order, from `start` to `end`.
  public func callNames(in range: Range<Int>) -> [String] {
    entries[range].compactMap { if case .call(let call) = $0.event { call.name } else { nil } }
  }
}

/// A scenario written in the scenario format, for a test.
public func scenario(_ text: String, name: String = "test") throws -> Scenario {
  try ScenarioParser(fileName: name).parse(text, name: name)
}
