/// The animation machinery behind `UIView.animate`: open blocks, inheritance, and the rule that
/// decides what happens to an animation already in flight.
///
/// Nothing here reads the wall clock: every animation starts at the simulation clock's `now`.
package final class AnimationEngine {
  private let clock: VirtualClock
  private let recorder: TimelineRecorder
  /// iOS 8 made UIView animations additive [S: WWDC 2014 session 236]; before, a second animation
  /// without begin-from-current-state cut the first short [A: `setAnimationBeginsFromCurrentState:`].
  private let animationsAreAdditive: Bool
  /// The open blocks, the innermost last. Changed only whole (`changeBlocks(_:)`), so that no
  /// access to it spans a call and the compiler checks its accesses as it compiles, where
  /// `change(_:to:source:)` read it with a check at run time at every change.
  private var blocks: [AnimationBlock] = []
  private var nextBlockID = 1
  /// The values with animations that may still be running, in the order they first animated.
  /// Changed only whole (`changeActive(_:)`), as `blocks` is.
  private var active: [AnimatedValue] = []
  /// When the first and the last of the active values' animations end, kept as they change: the
  /// clock asks on every frame, and most frames change no animation.
  private var earliestEnd: VirtualTime?
  private var latestEnd: VirtualTime?
  /// Set when a value changed without an animation since the last frame: the next 60 Hz frame
  /// shows the jump (`docs/behaviour-model.md` §1) [M]. The clock reads and clears it at every
  /// frame from the engine's module: a computed property over private storage, checked as it
  /// compiles rather than at run time.
  package var hasUnsampledJump: Bool {
    get { storedHasUnsampledJump }
    set { storedHasUnsampledJump = newValue }
  }
  private var storedHasUnsampledJump = false
  /// `UIView.setAnimationsEnabled(_:)`: `false` makes every block opened after it land at once [A].
  var animationsEnabled = true
  /// Core Animation's open transactions (`CATransaction`), the innermost last: read and written
  /// whole, over private storage, so that the compiler checks the accesses to it as it compiles,
  /// where the engine read them with a check at run time at every change (`actionsDisabled`).
  var transactions: [AnimationTransaction] {
    get { storedTransactions }
    set { storedTransactions = newValue }
  }
  private var storedTransactions: [AnimationTransaction] = []

  package init(clock: VirtualClock, recorder: TimelineRecorder, animationsAreAdditive: Bool) {
    self.clock = clock
    self.recorder = recorder
    self.animationsAreAdditive = animationsAreAdditive
  }

  /// The innermost open block, if any.
  package var currentBlock: AnimationBlock? { blocks.last }

  /// Whether the innermost transaction that set it disables actions (`CATransaction`): then
  /// changes land at once, inside a block too [A].
  var actionsDisabled: Bool {
    storedTransactions.last { $0.disablesActions != nil }?.disablesActions ?? false
  }

  /// The number the next block opened takes: the blocks from it on are those opened after now.
  var nextBlockIdentifier: Int { nextBlockID }

  /// When the last animation still running of the blocks numbered `firstID` and after ends, if
  /// any (`CATransaction`'s completion block).
  func latestEnd(ofBlocksFrom firstID: Int) -> VirtualTime? {
    var latest: VirtualTime?
    for value in active {
      for run in value.runs where run.blockID >= firstID {
        if latest.map({ run.end > $0 }) ?? true { latest = run.end }
      }
    }
    return latest
  }

  /// Whether any animation is still running after the clock's `now`.
  package var isAnimating: Bool {
    guard let latestEnd else { return false }
    return latestEnd > clock.now
  }

  // MARK: - Blocks

  /// Opens a block. A block opened inside another inherits its duration and curve unless the
  /// options override them [A: `UIViewAnimationOptionOverrideInherited…`], and is disabled when
  /// the enclosing one is [A: `performWithoutAnimation`].
  @discardableResult
  func open(_ request: AnimationRequest) -> AnimationBlock {
    var block = AnimationBlock(
      id: nextBlockID, origin: request.origin, duration: request.duration, curve: request.curve,
      beginsFromCurrentState: request.options.contains(.beginFromCurrentState),
      isEnabled: request.isEnabled && animationsEnabled, inheritedDuration: false,
      inheritedCurve: false, delay: request.delay)
    nextBlockID += 1
    if let outer = blocks.last {
      block.isEnabled = block.isEnabled && outer.isEnabled
      if !request.options.contains(.overrideInheritedDuration) {
        block.duration = outer.duration
        block.inheritedDuration = true
      }
      if !request.options.contains(.overrideInheritedCurve) {
        block.curve = outer.curve
        block.keyframeSlice = outer.keyframeSlice
        block.inheritedCurve = true
      }
    }
    if request.isKeyframeAnimation { block.keyframeAnimation = (block.curve, block.keyframeSlice) }
    let opened = block
    changeBlocks { $0.append(opened) }
    return block
  }

  /// Runs `body` as one keyframe of the innermost keyframe animation, then closes it, and returns
  /// whether there was one: `false` leaves `body` uncalled.
  ///
  /// The keyframe is the animation's block again (the same number, so that a value two keyframes
  /// change moves along both, one after the other, each from where the one before left it, and
  /// begin-from-current-state replaces only what other blocks started), with the curve of its
  /// slice of the whole animation (`KeyframeSlice`). Its times are read between 0 and 1, as
  /// UIKit takes them [A: Apple-AddKeyframe, "must be in the range 0 to 1"]; a value outside is
  /// taken as the nearer end [M].
  func performKeyframe(
    relativeStart: Double, relativeDuration: Double, _ body: () -> Void
  ) -> Bool {
    guard var keyframe = blocks.last, let whole = keyframe.keyframeAnimation else {
      return false
    }
    let start = min(max(relativeStart, 0), 1)
    keyframe.curve = whole.curve
    keyframe.keyframeSlice = KeyframeSlice(
      relativeStart: start, relativeDuration: min(max(relativeDuration, 0), 1 - start)
    ).within(whole.slice)
    let opened = keyframe
    changeBlocks { $0.append(opened) }
    body()
    close()
    return true
  }

  /// Closes the innermost block.
  func close() {
    precondition(!blocks.isEmpty, "AnimationEngine.close() without an open animation block")
    changeBlocks { $0.removeLast() }
  }

  /// Changes the innermost block's parameters (the legacy `setAnimation…` calls).
  func updateCurrentBlock(_ update: (inout AnimationBlock) -> Void) {
    guard var block = blocks.last else { return }
    update(&block)
    let updated = block
    changeBlocks { $0[$0.count - 1] = updated }
  }

  /// Applies `change` to `blocks` taken out whole and put back: `change` is the engine's own and
  /// reads nothing of the engine while `blocks` is out.
  private func changeBlocks(_ change: (inout [AnimationBlock]) -> Void) {
    var taken = blocks
    blocks = []
    change(&taken)
    blocks = taken
  }

  /// Applies `change` to `active` taken out whole and put back, as `changeBlocks(_:)` does.
  private func changeActive(_ change: (inout [AnimatedValue]) -> Void) {
    var taken = active
    active = []
    change(&taken)
    active = taken
  }

  /// Runs `body` inside a block, then closes it.
  package func perform(_ request: AnimationRequest, _ body: () -> Void) -> AnimationBlock {
    let block = open(request)
    body()
    close()
    return block
  }

  // MARK: - Changes

  /// Sets `value`'s model to `newValue`, animating it when a block is open and enabled.
  package func change(
    _ value: AnimatedValue, to newValue: SIMD4<Double>, source: AnimatedValue.Source
  ) {
    let oldValue = value.model
    guard newValue != oldValue else { return }
    let now = clock.now
    guard let block = blocks.last, block.animates, !actionsDisabled else {
      value.setModel(newValue)
      hasUnsampledJump = true
      record(
        .set(
          ValueChange(
            name: value.name ?? "", from: value.components(oldValue), to: value.components(newValue)
          )), for: value)
      return
    }
    let shownBefore = value.presentation(at: now)
    let inFlight = value.isAnimating(after: now)
    let from: SIMD4<Double>
    let rule: AnimationRecord.Rule
    // Whether a run of the value's was taken off: then the active values' ends are found again;
    // a run only added moves them no further than its own end.
    var removedRuns = false
    if source == .layout {
      // Layout follows the superview, on top of whatever the subview is doing [M].
      from = oldValue
      rule = .followsSuperview
    } else if value.runs.contains(where: { $0.blockID == block.id }) {
      // A property changed twice in one block is one animation from the first value to the last [M].
      from = oldValue
      rule = .mergedIntoBlock
    } else if block.beginsFromCurrentState {
      // [A] "the current view position of the in-flight animation is used as the starting state".
      value.removeRuns { _ in true }
      removedRuns = true
      from = shownBefore
      rule = inFlight ? .replacedFromCurrentState : .nothingInFlight
    } else if animationsAreAdditive {
      // [S] iOS 8: earlier animations keep running and the new one is added to them.
      from = oldValue
      rule = inFlight ? .addedToInFlight : .nothingInFlight
    } else {
      // [A] iOS ≤ 7: "the in-flight animation ends before the new animation begins using the last
      // view position as the starting state": the view jumps to where the old one was going.
      // Layout that follows the superview belongs to the superview's animation and goes on [M].
      let cutShort = value.runs.contains { $0.source == .app && $0.end > now }
      value.removeRuns { $0.source == .app }
      removedRuns = true
      from = oldValue
      rule = cutShort ? .jumpedToEndOfInFlight : .nothingInFlight
    }
    value.setModel(newValue)
    let duration = VirtualTime(seconds: block.curve.effectiveDuration(requested: block.duration))
    let run = AnimatedValue.Run(
      offset: from - newValue, start: now + VirtualTime(seconds: block.delay),
      duration: duration, curve: block.curve, keyframeSlice: block.keyframeSlice,
      blockID: block.id, source: source)
    value.add(run)
    if !active.contains(where: { $0 === value }) {
      changeActive { $0.append(value) }
    }
    if removedRuns {
      activeRunsChanged()
    } else {
      activeRun(endingAt: run.end)
    }
    record(
      .animate(
        AnimationRecord(
          name: value.name ?? "", from: value.components(value.presentation(at: now)),
          to: value.components(newValue), duration: block.duration, curve: block.curveName,
          origin: block.origin, inheritedDuration: block.inheritedDuration,
          inheritedCurve: block.inheritedCurve,
          beginsFromCurrentState: block.beginsFromCurrentState,
          rule: rule, delay: block.delay > 0 ? block.delay : nil)),
      for: value)
  }

  /// Stops the animations block `blockID` made where they are on screen now, for
  /// `UIViewPropertyAnimator` [A]: each value's model becomes what it shows, recorded as a change
  /// without animation. Returns each value with where its animation started and was going.
  func stopAnimations(ofBlock blockID: Int) -> [StoppedAnimation] {
    let now = clock.now
    var stopped: [StoppedAnimation] = []
    for value in active where value.runs.contains(where: { $0.blockID == blockID }) {
      let end = value.model
      var start = end
      var current = end
      for run in value.runs where run.blockID == blockID {
        start += run.offset
        current += run.remainingOffset(at: now)
      }
      value.removeRuns { $0.blockID == blockID }
      stopped.append(StoppedAnimation(value: value, start: start, end: end))
      guard current != end else { continue }
      value.setModel(current)
      hasUnsampledJump = true
      record(
        .set(
          ValueChange(
            name: value.name ?? "", from: value.components(end),
            to: value.components(current))), for: value)
    }
    changeActive { $0.removeAll { $0.runs.isEmpty } }
    activeRunsChanged()
    return stopped
  }

  /// A value whose animation `stopAnimations(ofBlock:)` stopped, with its start and end values.
  struct StoppedAnimation {
    let value: AnimatedValue
    let start: SIMD4<Double>
    let end: SIMD4<Double>
  }

  /// Forgets animations that have finished by the clock's `now`.
  package func pruneFinished() {
    guard let earliestEnd, earliestEnd <= clock.now else { return }
    for value in active {
      value.pruneFinished(at: clock.now)
    }
    changeActive { $0.removeAll { $0.runs.isEmpty } }
    activeRunsChanged()
  }

  /// Takes into `earliestEnd` and `latestEnd` a run added ending at `end`, where no run was taken
  /// off since they were last found: the same ends `activeRunsChanged()` finds, without reading
  /// every active value's (each read checked at run time, at every animated change).
  private func activeRun(endingAt end: VirtualTime) {
    if earliestEnd.map({ end < $0 }) ?? true { earliestEnd = end }
    if latestEnd.map({ end > $0 }) ?? true { latestEnd = end }
  }

  private func activeRunsChanged() {
    // Plain loops: the clock asks on every frame, and a lazy chain costs more than it reads.
    var earliest: VirtualTime?
    var latest: VirtualTime?
    for value in active {
      if let end = value.earliestEnd, earliest.map({ end < $0 }) ?? true { earliest = end }
      if let end = value.latestEnd, latest.map({ end > $0 }) ?? true { latest = end }
    }
    earliestEnd = earliest
    latestEnd = latest
  }

  /// Records `event`, made only when the recorder keeps it, for a value the timeline names (one
  /// with an owner: its name is made only with the event).
  private func record(_ event: @autoclosure () -> TimelineEvent, for value: AnimatedValue) {
    guard value.owner != nil else { return }
    recorder.record(event())
  }
}
