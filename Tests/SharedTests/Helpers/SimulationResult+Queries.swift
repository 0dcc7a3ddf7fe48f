@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedUIKit

/// Questions the choreography tests ask of a run's entries.
extension SimulationResult {
  /// The position of the first entry at or after `start` that matches `predicate`.
  func index(from start: Int = 0, where predicate: (TimelineEvent) -> Bool) -> Int? {
    entries.indices.first { $0 >= start && predicate(entries[$0].event) }
  }

  /// The position of the first call named `name` at or after `start`.
  func call(_ name: String, from start: Int = 0) -> Int? {
    index(from: start) { if case .call(let call) = $0 { call.name == name } else { false } }
  }

  /// The position of the first post of `name` (`UIKeyboardWillHide`) at or after `start`.
  func post(_ name: String, from start: Int = 0) -> Int? {
    index(from: start) { if case .post(let post) = $0 { post.name == name } else { false } }
  }

  /// The position of the step spelled `text` (`rotate landscape-left`).
  func step(_ text: String) -> Int? {
    index { $0 == .step(text) }
  }

  /// The position of the first animation of `name` (`view.frame`) at or after `start`.
  func animation(_ name: String, from start: Int = 0) -> Int? {
    index(from: start) { if case .animate(let record) = $0 { record.name == name } else { false } }
  }

  /// The animation recorded at `index`, if that entry is one.
  func animationRecord(at index: Int) -> AnimationRecord? {
    if case .animate(let record) = entries[index].event { record } else { nil }
  }

  /// The animations of `name`, in order.
  func animations(of name: String) -> [AnimationRecord] {
    entries.compactMap {
      if case .animate(let record) = $0.event, record.name == name { record } else { nil }
    }
  }

  /// The immediate changes of `name`, in order.
  func sets(of name: String) -> [ValueChange] {
    entries.compactMap {
      if case .set(let change) = $0.event, change.name == name { change } else { nil }
    }
  }

  /// The posts at or after `start` (up to `end`), in order.
  func posts(from start: Int = 0, to end: Int? = nil) -> [PostRecord] {
    entries[start..<(end ?? entries.count)].compactMap {
      if case .post(let post) = $0.event { post } else { nil }
    }
  }

  /// The names of the calls at or after `start` (up to `end`), in order.
  func callNames(from start: Int = 0, to end: Int? = nil) -> [String] {
    entries[start..<(end ?? entries.count)].compactMap {
      if case .call(let call) = $0.event { call.name } else { nil }
    }
  }

  /// The names of the posts, in order, at or after `start` (up to `end`).
  func postNames(from start: Int = 0, to end: Int? = nil) -> [String] {
    posts(from: start, to: end).map(\.name)
  }

  /// The time of the entry at `index`.
  func time(at index: Int) -> Double {
    entries[index].time
  }
}

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two rectangles match to within `tolerance` on every side.
func isClose(_ a: CGRect, _ b: CGRect, tolerance: Double = 1e-6) -> Bool {
  zip(a.components, b.components).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// Whether two component lists (`[x, y, width, height]`) match to within `tolerance`.
func isClose(_ a: [Double]?, _ b: [Double], tolerance: Double = 1e-6) -> Bool {
  guard let a, a.count == b.count else { return false }
  return zip(a, b).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

extension SimulationResult {
  /// The run from entry `start` on, one line per step, call, post, note and animation of the
  /// root view or the keyboard, with its time: the order a choreography test compares.
  func digest(from start: Int = 0, to end: Int? = nil) -> [String] {
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
}
