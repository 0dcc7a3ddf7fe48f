import SimulationHelpers
import Testing

@testable import SimulatedUIKit

/// The rules of `docs/behaviour-model.md` §5, straight on the engine: a one-lane value, linear curves, and a
/// clock moved by hand.

@Suite struct AnimationEngineTests {
  private let clock = VirtualClock()
  private let recorder: TimelineRecorder
  private let value = AnimatedValue(name: "value", dimensions: 1, model: .zero)

  init() {
    recorder = TimelineRecorder(clock: clock)
  }

  private func engine(additive: Bool) -> AnimationEngine {
    AnimationEngine(clock: clock, recorder: recorder, animationsAreAdditive: additive)
  }

  private func request(
    _ duration: Double, _ curve: TimingCurve = .linear, options: UIView.AnimationOptions = []
  ) -> AnimationRequest {
    AnimationRequest(origin: "test", duration: duration, curve: curve, options: options)
  }

  /// Animates `value` to `target` in a block of its own.
  private func animate(
    _ engine: AnimationEngine, to target: Double, duration: Double,
    options: UIView.AnimationOptions = [],
    source: AnimatedValue.Source = .app
  ) {
    _ = engine.perform(request(duration, options: options)) {
      engine.change(value, to: SIMD4(target, 0, 0, 0), source: source)
    }
  }

  private func shown(at time: Double) -> Double {
    value.presentation(at: VirtualTime(seconds: time))[0]
  }

  private var records: [AnimationRecord] {
    recorder.entries.compactMap { if case .animate(let record) = $0.event { record } else { nil } }
  }

  // MARK: - One animation

  @Test func anAnimationMovesWhatIsShownAndSetsTheModelAtOnce() {
    let engine = engine(additive: false)
    animate(engine, to: 100, duration: 1)
    #expect(value.model[0] == 100)
    #expect(isClose(shown(at: 0), 0))
    #expect(isClose(shown(at: 0.25), 25))
    #expect(isClose(shown(at: 1), 100))
    #expect(engine.isAnimating)
    clock.advance(to: VirtualTime(seconds: 1))
    #expect(!engine.isAnimating)
    #expect(records.map(\.rule) == [.nothingInFlight])
  }

  @Test(arguments: [false, true])
  func withoutAnOpenBlockAChangeLandsAtOnce(additive: Bool) {
    let engine = engine(additive: additive)
    engine.change(value, to: SIMD4(100, 0, 0, 0), source: .app)
    #expect(isClose(shown(at: 0), 100))
    #expect(value.runs.isEmpty)
    #expect(
      recorder.entries.map(\.event) == [.set(ValueChange(name: "value", from: [0], to: [100]))])
  }

  @Test func aChangeToTheSameValueIsNoChange() {
    let engine = engine(additive: false)
    animate(engine, to: 0, duration: 1)
    #expect(value.runs.isEmpty)
    #expect(recorder.entries.isEmpty)
  }

  // MARK: - A second animation on a value in flight

  @Test(arguments: [false, true])
  func beginFromCurrentStateStartsFromWhatIsOnScreen(additive: Bool) {
    let engine = engine(additive: additive)
    animate(engine, to: 100, duration: 1)
    clock.advance(to: VirtualTime(seconds: 0.5))
    animate(engine, to: 0, duration: 1, options: .beginFromCurrentState)
    // It replaces the first: one run, from the 50 on screen to 0.
    #expect(value.runs.count == 1)
    #expect(isClose(shown(at: 0.5), 50))
    #expect(isClose(shown(at: 1), 25))
    #expect(isClose(shown(at: 1.5), 0))
    let second = records.last
    #expect(second?.rule == .replacedFromCurrentState)
    #expect(isClose(second?.from, [50]))
  }

  @Test func beginFromCurrentStateWithNothingInFlightIsAPlainAnimation() {
    let engine = engine(additive: false)
    animate(engine, to: 100, duration: 1, options: .beginFromCurrentState)
    #expect(records.map(\.rule) == [.nothingInFlight])
    #expect(isClose(shown(at: 0.5), 50))
  }

  @Test func beforeIOS8TheAnimationInFlightJumpsToItsEnd() {
    let engine = engine(additive: false)
    animate(engine, to: 100, duration: 1)
    clock.advance(to: VirtualTime(seconds: 0.5))
    #expect(isClose(shown(at: 0.5), 50))
    animate(engine, to: 0, duration: 1)
    // The view jumps to 100, where the first was going, and the second starts there.
    #expect(value.runs.count == 1)
    #expect(isClose(shown(at: 0.5), 100))
    #expect(isClose(shown(at: 1), 50))
    #expect(isClose(shown(at: 1.5), 0))
    #expect(records.last?.rule == .jumpedToEndOfInFlight)
    #expect(isClose(records.last?.from, [100]))
  }

  @Test func fromIOS8AnimationsAddUp() {
    let engine = engine(additive: true)
    animate(engine, to: 100, duration: 1)
    clock.advance(to: VirtualTime(seconds: 0.5))
    animate(engine, to: 0, duration: 2)
    // Both keep running: the first as a decaying −100 offset, the second as a +100 one.
    #expect(value.runs.count == 2)
    #expect(isClose(shown(at: 0.5), 50), "no jump: what is shown goes on from where it was")
    // At 0.75: 0 + (−100 × 0.25) + (100 × 0.875).
    #expect(isClose(shown(at: 0.75), 62.5))
    // At 1.5 the first is over: 0 + 100 × 0.5.
    #expect(isClose(shown(at: 1.5), 50))
    #expect(isClose(shown(at: 2.5), 0))
    #expect(records.last?.rule == .addedToInFlight)
    #expect(isClose(records.last?.from, [50]))
  }

  @Test(arguments: [false, true])
  func anAnimationThatHasEndedIsNotInFlight(additive: Bool) {
    let engine = engine(additive: additive)
    animate(engine, to: 100, duration: 1)
    clock.advance(to: VirtualTime(seconds: 1))
    animate(engine, to: 0, duration: 1)
    #expect(records.last?.rule == .nothingInFlight)
    #expect(isClose(shown(at: 1), 100))
    #expect(isClose(shown(at: 1.5), 50))
  }

  @Test(arguments: [false, true])
  func aValueChangedTwiceInOneBlockIsOneAnimation(additive: Bool) {
    let engine = engine(additive: additive)
    _ = engine.perform(request(1)) {
      engine.change(value, to: SIMD4(100, 0, 0, 0), source: .app)
      engine.change(value, to: SIMD4(200, 0, 0, 0), source: .app)
    }
    // One animation from 0 to 200: no jump to 100, halfway at half time.
    #expect(isClose(shown(at: 0), 0))
    #expect(isClose(shown(at: 0.5), 100))
    #expect(isClose(shown(at: 1), 200))
    #expect(records.map(\.rule) == [.nothingInFlight, .mergedIntoBlock])
    #expect(isClose(records.last?.from, [0]))
  }

  // MARK: - Layout

  @Test func beforeIOS8LayoutThatFollowsTheSuperviewSurvivesALaterAnimation() {
    let engine = engine(additive: false)
    animate(engine, to: 300, duration: 1, source: .layout)
    #expect(records.last?.rule == .followsSuperview)
    clock.advance(to: VirtualTime(seconds: 0.5))
    let before = shown(at: 0.5)
    animate(engine, to: 500, duration: 1)
    // The superview's animation goes on: nothing jumps, and both runs remain.
    #expect(isClose(shown(at: 0.5), before))
    #expect(value.runs.count == 2)
    #expect(value.runs.contains { $0.source == .layout })
    #expect(records.last?.rule == .nothingInFlight)
    // At 0.75: 500 + (0 − 300) × 0.25 + (300 − 500) × 0.75.
    #expect(isClose(shown(at: 0.75), 275))
  }

  @Test func beforeIOS8AnAppAnimationInFlightIsCutShortButLayoutIsNot() {
    let engine = engine(additive: false)
    _ = engine.perform(request(1)) {
      engine.change(value, to: SIMD4(300, 0, 0, 0), source: .layout)
    }
    clock.advance(to: VirtualTime(seconds: 0.25))
    animate(engine, to: 400, duration: 1)
    clock.advance(to: VirtualTime(seconds: 0.5))
    animate(engine, to: 500, duration: 1)
    #expect(records.last?.rule == .jumpedToEndOfInFlight)
    #expect(value.runs.map(\.source) == [.layout, .app])
  }

  // MARK: - Blocks

  @Test func aNestedBlockInheritsDurationAndCurve() {
    let engine = engine(additive: false)
    engine.open(request(0.3, .easeInOut))
    let inner = engine.open(request(5, .easeIn))
    #expect(inner.duration == 0.3)
    #expect(inner.curve == .easeInOut)
    #expect(inner.inheritedDuration && inner.inheritedCurve)
    engine.change(value, to: SIMD4(100, 0, 0, 0), source: .app)
    engine.close()
    engine.close()
    #expect(records.last?.duration == 0.3)
    #expect(records.last?.curve == "easeInOut")
    #expect(records.last?.inheritedDuration == true)
    #expect(value.runs.first?.duration == VirtualTime(seconds: 0.3))
  }

  @Test(arguments: [(true, false), (false, true), (true, true)])
  func aNestedBlockKeepsWhatItOverrides(overridesDuration: Bool, overridesCurve: Bool) {
    var options: UIView.AnimationOptions = []
    if overridesDuration { options.insert(.overrideInheritedDuration) }
    if overridesCurve { options.insert(.overrideInheritedCurve) }
    let duration = overridesDuration ? 5 : 0.3
    let curve: TimingCurve = overridesCurve ? .easeIn : .easeInOut
    let engine = engine(additive: false)
    engine.open(request(0.3, .easeInOut))
    let inner = engine.open(request(5, .easeIn, options: options))
    #expect(inner.duration == duration)
    #expect(inner.curve == curve)
    #expect(inner.inheritedDuration == !options.contains(.overrideInheritedDuration))
    #expect(inner.inheritedCurve == !options.contains(.overrideInheritedCurve))
    engine.close()
    engine.close()
    #expect(engine.currentBlock == nil)
  }

  @Test func aBlockInsideADisabledOneIsDisabled() {
    let engine = engine(additive: false)
    var disabled = request(0)
    disabled.isEnabled = false
    _ = engine.perform(disabled) {
      let inner = engine.open(request(1, options: [.overrideInheritedDuration]))
      #expect(!inner.isEnabled)
      #expect(!inner.animates)
      engine.change(value, to: SIMD4(100, 0, 0, 0), source: .app)
      engine.close()
    }
    #expect(isClose(shown(at: 0), 100))
    #expect(value.runs.isEmpty)
  }

  @Test func aZeroDurationBlockLandsAtOnce() {
    let engine = engine(additive: false)
    animate(engine, to: 100, duration: 0)
    #expect(isClose(shown(at: 0), 100))
    #expect(value.runs.isEmpty)
    #expect(records.isEmpty)
    #expect(
      recorder.entries.map(\.event) == [.set(ValueChange(name: "value", from: [0], to: [100]))])
  }

  @Test func theSpringBlockAnimatesForItsSettlingTimeWhateverItsDuration() {
    let engine = engine(additive: false)
    _ = engine.perform(request(0.25, .keyboardSpring)) {
      engine.change(value, to: SIMD4(100, 0, 0, 0), source: .app)
    }
    #expect(value.runs.first?.duration == VirtualTime(seconds: 0.5))
    #expect(shown(at: 0.3) < 100)
    #expect(isClose(shown(at: 0.5), 100))
    #expect(records.last?.duration == 0.25, "the timeline shows the duration asked for")
  }

  @Test func legacyUpdatesChangeOnlyTheInnermostBlock() {
    let engine = engine(additive: false)
    engine.open(request(0.3))
    engine.open(request(0.3))
    engine.updateCurrentBlock { $0.duration = 2 }
    #expect(engine.currentBlock?.duration == 2)
    engine.close()
    #expect(engine.currentBlock?.duration == 0.3)
    engine.close()
    engine.updateCurrentBlock { $0.duration = 9 }
    #expect(engine.currentBlock == nil)
  }

  /// With one run left, a value shows that run's motion, whichever of its runs went: the value
  /// keeps its first run and how many it holds beside its runs (`AnimatedValue.firstRun`), set
  /// at every change of them, and reads that run alone while it is the only one.
  @Test func withOneRunLeftTheValueShowsThatRunWhicheverWentFirst() {
    let engine = engine(additive: true)
    let first = engine.perform(request(1)) {
      engine.change(value, to: SIMD4(100, 0, 0, 0), source: .app)
    }
    animate(engine, to: 200, duration: 2)
    clock.advance(to: VirtualTime(seconds: 0.5))
    // At 0.5: 200 + (−100 × 0.5) + (−100 × 0.75).
    #expect(isClose(shown(at: 0.5), 75))
    _ = engine.stopAnimations(ofBlock: first.id)
    // The first stops where it was: the model is 150, and the second alone goes on from 75.
    #expect(value.runs.count == 1)
    #expect(isClose(shown(at: 0.5), 75))
    // At 1: 150 + (−100 × 0.5), the second run's; the first's would show 150.
    #expect(isClose(shown(at: 1), 100))
    #expect(isClose(shown(at: 2), 150))
  }

  @Test func pruningForgetsOnlyFinishedAnimations() {
    let engine = engine(additive: true)
    animate(engine, to: 100, duration: 1)
    animate(engine, to: 200, duration: 2)
    clock.advance(to: VirtualTime(seconds: 1.5))
    engine.pruneFinished()
    #expect(value.runs.count == 1)
    #expect(engine.isAnimating)
    // What is shown follows the one left: 200 + (−100 × (1 − 0.75)).
    #expect(isClose(shown(at: 1.5), 175))
    clock.advance(to: VirtualTime(seconds: 2))
    engine.pruneFinished()
    #expect(value.runs.isEmpty)
    #expect(!engine.isAnimating)
  }

  /// The engine keeps when its values' animations end as they change: an animation added moves
  /// the last end no further than its own (`AnimationEngine.activeRun(endingAt:)`), and one that
  /// takes another's runs off finds the ends again. A second value animating longer keeps the
  /// engine animating to its end; a begin-from-current-state animation that replaces the longer
  /// one ends it at its own.
  @Test func theEngineAnimatesUntilTheLastRunningAnimationEndsAsAnimationsAreAddedAndReplaced() {
    let engine = engine(additive: true)
    let other = AnimatedValue(name: "other", dimensions: 1, model: .zero)
    animate(engine, to: 100, duration: 1)
    _ = engine.perform(request(3)) {
      engine.change(other, to: SIMD4(50, 0, 0, 0), source: .app)
    }
    clock.advance(to: VirtualTime(seconds: 2))
    #expect(engine.isAnimating)
    clock.advance(to: VirtualTime(seconds: 3))
    #expect(!engine.isAnimating)
    engine.pruneFinished()
    // The other value again, for 3 s from 3 s, then replaced from where it is by 1 s from 3 s.
    _ = engine.perform(request(3)) {
      engine.change(other, to: SIMD4(0, 0, 0, 0), source: .app)
    }
    _ = engine.perform(request(1, options: .beginFromCurrentState)) {
      engine.change(other, to: SIMD4(10, 0, 0, 0), source: .app)
    }
    clock.advance(to: VirtualTime(seconds: 3.5))
    #expect(engine.isAnimating)
    clock.advance(to: VirtualTime(seconds: 4.5))
    #expect(!engine.isAnimating)
  }

  /// A value that belongs to something the timeline names is recorded as `owner.property`, its
  /// name made when the record is: a view named after its values were made (`nameIfUnnamed`)
  /// names them, and one with no owner is not recorded.
  @Test func aValueIsRecordedUnderItsOwnersNameAndItsPropertyOnceItHasAnOwner() {
    let engine = engine(additive: false)
    let frame = AnimatedValue(owner: nil, property: "frame", dimensions: 1, model: .zero)
    engine.change(frame, to: SIMD4(10, 0, 0, 0), source: .app)
    #expect(frame.name == nil)
    #expect(recorder.entries.isEmpty)
    frame.owner = "grayView"
    engine.change(frame, to: SIMD4(20, 0, 0, 0), source: .app)
    #expect(frame.name == "grayView.frame")
    #expect(
      recorder.entries.map(\.event) == [
        .set(ValueChange(name: "grayView.frame", from: [10], to: [20]))
      ])
  }

  /// A value's runs, added one by one and taken off by a removal and a prune, show what they add
  /// up to at every step, and the value animates until the last of them ends: the value keeps
  /// its count, its first run and its ends with each change (`AnimatedValue.add(_:)`), and finds
  /// them again after runs are taken off.
  @Test func aValuesRunsAddUpAndEndAsTheyAreAddedRemovedAndPruned() {
    func run(offset: Double, start: Double, duration: Double, block: Int) -> AnimatedValue.Run {
      AnimatedValue.Run(
        offset: SIMD4(offset, 0, 0, 0), start: VirtualTime(seconds: start),
        duration: VirtualTime(seconds: duration), curve: .linear, keyframeSlice: nil,
        blockID: block, source: .app)
    }
    func isAnimating(after time: Double) -> Bool {
      value.isAnimating(after: VirtualTime(seconds: time))
    }
    value.add(run(offset: -10, start: 0, duration: 2, block: 1))
    #expect(shown(at: 1) == -5)
    #expect(isAnimating(after: 1.9) && !isAnimating(after: 2))
    // A second run that ends sooner moves neither the last end nor the first run.
    value.add(run(offset: -4, start: 0, duration: 1, block: 2))
    #expect(shown(at: 0.5) == -7.5 - 2)
    #expect(isAnimating(after: 1.9) && !isAnimating(after: 2))
    // A third that ends later moves the last end.
    value.add(run(offset: -8, start: 0, duration: 4, block: 3))
    #expect(shown(at: 1) == -5 + 0 - 6)
    #expect(isAnimating(after: 3.9) && !isAnimating(after: 4))
    // Pruned at 1, before any run was taken off (so the first end is the one the adds kept): the
    // short run has ended and goes.
    value.pruneFinished(at: VirtualTime(seconds: 1))
    #expect(value.runs.map(\.blockID) == [1, 3])
    // The first run taken off: the long one alone is left.
    value.removeRuns { $0.blockID == 1 }
    #expect(value.runs.map(\.blockID) == [3])
    #expect(shown(at: 2) == -4)
    #expect(shown(at: 3) == -2)
    value.removeRuns { _ in true }
    #expect(value.holdsNoAnimation)
    #expect(shown(at: 3) == 0)
    #expect(!isAnimating(after: 0))
    // After every run is gone, the next is the first again.
    value.add(run(offset: 6, start: 3, duration: 2, block: 4))
    #expect(shown(at: 4) == 3)
    #expect(isAnimating(after: 4.9) && !isAnimating(after: 5))
  }
}
