/// A moment of the simulation, or a span of it, in whole ticks of 1/6000 s.
///
/// Time is counted in integers so that it is exact: the same cycle of steps, repeated later in a
/// run, starts its animations at the same tick distances and samples them at the same elapsed
/// times, bit for bit, so equal moments are equal and the first of equal extremes wins. Seconds
/// kept as a `Double` would not be: `18 + 2/60` and `2 + 2/60` round differently.
///
/// A tick is 1/6000 s because every time the model meets is a whole number of them: a 60 Hz frame
/// is 100, a millisecond (a scenario's finest time) 6, and UIKit's 0.2, 0.25, 0.3, 0.4 and 0.5 s
/// are 1,200, 1,500, 1,800, 2,400 and 3,000. A duration that is not (an app may ask for any) is
/// rounded to the nearest tick. Seconds are worked out only for what is printed and measured.
package struct VirtualTime: Comparable, Hashable, Sendable {
  package static let ticksPerSecond = 6000
  /// The moment the run begins, or a span of no time.
  package static let zero = VirtualTime(ticks: 0)
  /// The longest a run lasts, in seconds: an hour. A scenario asks for no more, and work
  /// scheduled past it never runs [M].
  package static let longestRunSeconds = 3600.0

  package let ticks: Int

  package init(ticks: Int) {
    self.ticks = ticks
  }

  /// The tick nearest to `seconds` (a finite time: a scenario lasts at most an hour, and UIKit's
  /// durations are seconds).
  package init(seconds: Double) {
    precondition(abs(seconds) < 1e12, "VirtualTime: \(seconds) s is not a time")
    ticks = Int((seconds * Double(Self.ticksPerSecond)).rounded())
  }

  /// The time in seconds: the same ticks always give the same `Double`.
  package var seconds: Double {
    Double(ticks) / Double(Self.ticksPerSecond)
  }

  package static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool {
    lhs.ticks < rhs.ticks
  }

  /// Written out, not `Comparable`'s default: another module (the simulation's clock loop, at
  /// every event and frame) would call the default through the protocol.
  package static func <= (lhs: VirtualTime, rhs: VirtualTime) -> Bool {
    lhs.ticks <= rhs.ticks
  }

  package static func + (lhs: VirtualTime, rhs: VirtualTime) -> VirtualTime {
    VirtualTime(ticks: lhs.ticks + rhs.ticks)
  }

  package static func - (lhs: VirtualTime, rhs: VirtualTime) -> VirtualTime {
    VirtualTime(ticks: lhs.ticks - rhs.ticks)
  }
}
