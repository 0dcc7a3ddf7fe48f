import SimulatedIOS
import SimulatedUIKit

/// One run of a comparison (`--compare`), to be made when asked, on any thread: the variant as
/// the comparison names it, its short name, and its run. A comparison is its jobs on one device,
/// iOS release and scenario, made side by side (`runs(_:beforeEach:_:)`), in their order.
public struct ComparisonJob: Sendable {
  /// The variant as the comparison names it, switches and all: `KeyboardSchmeeboard
  /// --no-ios6-workaround`.
  public var variant: String
  /// Its short name, for the pictures' labels.
  public var shortName: String
  /// Its run, unrounded; it throws when the run fails (`Variant.timeline(switches:on:scenario:
  /// assuming:)`).
  public var run: @Sendable () throws(CommandFailure) -> Timeline

  /// A job of `variant`, short `shortName`, that `run` makes.
  public init(
    variant: String, shortName: String,
    run: @escaping @Sendable () throws(CommandFailure) -> Timeline
  ) {
    self.variant = variant
    self.shortName = shortName
    self.run = run
  }

  /// The run's timeline, its numbers rounded as the output prints them.
  public func timeline() throws(CommandFailure) -> Timeline {
    var timeline = try run()
    timeline.round()
    return timeline
  }

  /// What `make` makes of each of `jobs`, run as many at once as there are cores, in their order.
  /// A `make` that keeps only what it shows of a run lets each whole timeline go as soon as it is
  /// read. `beforeEach` is called before each run: the command line stops there when standard
  /// output's reader has gone. Throws the failure of a run that fails.
  public static func runs<Made: Sendable>(
    _ jobs: [ComparisonJob], beforeEach: @escaping @Sendable () -> Void = {},
    _ make: @escaping @Sendable (_ job: ComparisonJob, _ timeline: Timeline) -> Made
  ) throws(CommandFailure) -> [Made] {
    try Parallel.map(jobs.count) { index throws(CommandFailure) in
      beforeEach()
      return make(jobs[index], try jobs[index].timeline())
    }
  }
}
