/// One animatable property: the model value code reads and the animations that move what is shown.
///
/// Every animation is kept as a decaying offset from the model value, so the presentation value is
/// `model + Σ offset·(1 − progress)`. That one representation serves all three rules of
/// `docs/behaviour-model.md` §5: replacing (begin from the current state), jumping (iOS ≤ 7) and adding
/// (iOS 8 and later) differ only in which offsets they keep.
package final class AnimatedValue {
  /// Who made a change.
  package enum Source: Sendable {
    /// The app's own code (or UIKit acting for it, like the keyboard moving).
    case app
    /// The system laying out a subview because its superview changed size.
    case layout
  }

  /// One running animation.
  struct Run {
    /// Where the animation starts, relative to the model value it animates to.
    let offset: SIMD4<Double>
    let start: VirtualTime
    /// How long it runs (the requested duration, or the spring's settling time), to the tick.
    let duration: VirtualTime
    let curve: TimingCurve
    /// A keyframe's slice of its whole keyframe animation, which runs on `curve`.
    let keyframeSlice: KeyframeSlice?
    /// The animation block that made it: changes in one block merge into one animation.
    let blockID: Int
    let source: Source

    var end: VirtualTime { start + duration }

    /// A run that moves nothing: no offset, over at its start.
    static let still = Run(
      offset: .zero, start: .zero, duration: .zero, curve: .linear, keyframeSlice: nil,
      blockID: 0, source: .app)

    /// What is left of `offset` at `time`. Always inlined: `presentation(at:)` asks it at every
    /// sample of a value that animates, and a call took the run (some 130 bytes) copied out of
    /// its value twice and into the callee's frame, where inlined it reads the fields it needs.
    @inline(__always)
    func remainingOffset(at time: VirtualTime) -> SIMD4<Double> {
      offset
        * (1
          - curve.progress(
            elapsed: (time - start).seconds, duration: duration.seconds, slice: keyframeSlice))
    }
  }

  /// The name the timeline prints (`grayView.frame`), or `nil` for a value it does not show:
  /// `owner` and `property` joined, made only when asked (a kept timeline's record), where every
  /// named view's values had theirs made at every run, which a matrix's runs never print.
  var name: String? {
    guard let owner else { return nil }
    guard let property else { return owner }
    return "\(owner).\(property)"
  }
  /// The timeline's name of what the value belongs to (`grayView`), or its whole name where
  /// `property` is `nil`; `nil` while the timeline does not show it.
  var owner: String?
  /// The property the value is (`frame`), named after `owner`; `nil` where `owner` is the whole
  /// name.
  private let property: String?
  /// How many of the four lanes mean something: 4 for a frame, 1 for a height.
  let dimensions: Int
  /// The value code reads.
  package var model: SIMD4<Double> { storedModel }
  /// `model`'s storage: private, so that the compiler sees every access to it and checks them
  /// as it compiles rather than at each read (a sample reads the values of every view it
  /// places).
  private var storedModel: SIMD4<Double>
  /// A number that changes at every write of `model` (`setModel(_:)`, its only writer), so that a
  /// reader who kept it knows, comparing, whether the model may have changed since: the
  /// safe-area pass keeps a view's frame's (`SafeAreaCheck`). Private storage, as `model`'s.
  package var modelRevision: Int { storedModelRevision }
  private var storedModelRevision = 0
  /// The animations running, each a decaying offset from the model value. Changed only by
  /// `add(_:)`, `removeRuns(where:)` and `pruneFinished(at:)`, which keep `runCount`, `firstRun`,
  /// `earliestEnd` and `latestEnd` with it: an added run moves them by itself alone, where
  /// finding them again over every run at each change cost as much as the change.
  var runs: [Run] { storedRuns }
  /// `runs`' storage: private, and its writers take it out whole, change it and put it back
  /// (`takeRuns()`), so that no access to it spans a call that could reach it and the compiler
  /// checks them all as it compiles, where `runs` written in place was checked at run time at
  /// every read and write (the engine reads it at every animated change).
  private var storedRuns: [Run] = []
  /// `runs.count` and `runs`' first run (a run that moves nothing, `Run.still`, while it holds
  /// none), kept as `runs` changes (by its three writers). Plain values (a `Run` holds
  /// no reference), which `presentation(at:)` reads in place on every sample of a value that
  /// animates, without the array's buffer. Not an optional run: reading one copied the whole run
  /// (some 130 bytes) out to find whether it was there, where `firstRun`'s fields are read in
  /// place.
  private var runCount = 0
  private var firstRun = Run.still
  /// When the first and the last of `runs` end, kept as they change: the clock asks on every
  /// frame, and most frames change no run.
  private(set) var earliestEnd: VirtualTime?
  private(set) var latestEnd: VirtualTime?

  /// A value named `name` in the timeline (`keyboard.height`), or shown by none.
  package convenience init(name: String?, dimensions: Int, model: SIMD4<Double>) {
    self.init(owner: name, property: nil, dimensions: dimensions, model: model)
  }

  /// A value that is `property` of `owner` (`grayView` and `frame`), named after it in the
  /// timeline once `owner` is set.
  package init(owner: String?, property: String?, dimensions: Int, model: SIMD4<Double>) {
    self.owner = owner
    self.property = property
    self.dimensions = dimensions
    storedModel = model
  }

  /// The lanes that mean something, as the timeline stores them.
  func components(_ value: SIMD4<Double>) -> [Double] {
    var lanes: [Double] = []
    lanes.reserveCapacity(dimensions)
    for lane in 0..<dimensions { lanes.append(value[lane]) }
    return lanes
  }

  /// The value on screen at `time`.
  package func presentation(at time: VirtualTime) -> SIMD4<Double> {
    // Most values are still: no run ends, and the runs need not be read.
    guard latestEnd != nil else { return model }
    // One run: `model + offset`, the sum the loop below makes of one run.
    if runCount == 1 { return model + firstRun.remainingOffset(at: time) }
    var value = model
    for run in storedRuns { value += run.remainingOffset(at: time) }
    return value
  }

  /// Whether the value holds no animation, ended or not: it shows its model value
  /// (`presentation(at:)`) at any time until code changes it.
  package var holdsNoAnimation: Bool { latestEnd == nil }

  /// Whether an animation is still running after `time`.
  func isAnimating(after time: VirtualTime) -> Bool {
    guard let latestEnd else { return false }
    return latestEnd > time
  }

  func setModel(_ value: SIMD4<Double>) {
    storedModel = value
    storedModelRevision += 1
  }

  func add(_ run: Run) {
    // A value's first run makes its array with room for it alone, where appending to an array
    // with no storage went through the standard library's general growth.
    var added = takeRuns()
    if added.capacity == 0 { added = [run] } else { added.append(run) }
    storedRuns = added
    runCount += 1
    if runCount == 1 { firstRun = run }
    earliestEnd = earliestEnd.map { run.end < $0 ? run.end : $0 } ?? run.end
    latestEnd = latestEnd.map { run.end > $0 ? run.end : $0 } ?? run.end
  }

  func removeRuns(where shouldRemove: (Run) -> Bool) {
    guard runCount > 0 else { return }
    var kept = takeRuns()
    kept.removeAll(where: shouldRemove)
    storedRuns = kept
    runsRemoved()
  }

  /// Drops the animations that have ended by `time`; their offsets have reached zero.
  func pruneFinished(at time: VirtualTime) {
    guard let earliestEnd, earliestEnd <= time else { return }
    var kept = takeRuns()
    kept.removeAll { $0.end <= time }
    storedRuns = kept
    runsRemoved()
  }

  /// The runs, taken out of their storage to be changed and put back (`storedRuns`).
  private func takeRuns() -> [Run] {
    let runs = storedRuns
    storedRuns = []
    return runs
  }

  /// Finds `runs`' count, first run and ends again, after runs may have been taken off.
  private func runsRemoved() {
    var earliest: VirtualTime?
    var latest: VirtualTime?
    for run in storedRuns {
      if earliest.map({ run.end < $0 }) ?? true { earliest = run.end }
      if latest.map({ run.end > $0 }) ?? true { latest = run.end }
    }
    earliestEnd = earliest
    latestEnd = latest
    runCount = storedRuns.count
    firstRun = storedRuns.first ?? .still
  }
}
