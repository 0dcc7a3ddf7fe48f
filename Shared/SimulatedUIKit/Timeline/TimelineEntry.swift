/// An event with when it happened and how deeply it is nested in the calls that caused it.
public struct TimelineEntry: Equatable, Codable, Sendable {
  /// Virtual seconds since the run began.
  public var time: Double
  /// 0 for what the system does; 1 inside a call into the controller, and so on.
  public var depth: Int
  /// What happened.
  public var event: TimelineEvent

  /// Creates an entry for `event` at `time` (virtual seconds) and nesting `depth`.
  public init(time: Double, depth: Int, event: TimelineEvent) {
    self.time = time
    self.depth = depth
    self.event = event
  }
}
