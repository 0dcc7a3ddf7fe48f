import SimulationHelpers
import TestSupport
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// Actions during a rotation (`SystemRules+Overlap.swift`): a touch is ignored and a second
/// rotation waits for the first, each noted in the timeline. Each test runs with the rules as
/// modelled; flipping a rule turns its test red, and the `…WhenFlipped` tests show the other
/// behaviour is live.
@Suite struct SimulationOverlapTests {
  /// Runs `text` with a `RecordingController` on `device` and `os`, with `flipped` flipped.
  private func run(
    _ text: String, device: Device = .iphone7, os: Int = 10, flipped: SystemRules.Rule? = nil
  ) throws -> SimulationResult {
    try RuleFlip.$flipped.withValue(flipped.map { [$0] } ?? []) {
      try runRecording(text, device: device, os: os).result
    }
  }

  private let tapDuringRotation = """
    at 0 tap text-field
    at 1 rotate landscape-left
    at 1.1 tap background
    """

  private let rotationDuringRotation = """
    at 0 rotate landscape-left
    at 0.1 rotate portrait
    """

  private func notes(_ result: SimulationResult) -> [(time: Double, text: String)] {
    result.entries.compactMap { entry in
      if case .note(let text) = entry.event { (entry.time, text) } else { nil }
    }
  }

  @Test(arguments: [(Device.iphone5, 6), (.ipad2, 7), (.iphone7, 10), (.ipadair2, 11)])
  func aTapDuringARotationIsIgnoredAndNoted(device: Device, os: Int) throws {
    let result = try run(tapDuringRotation, device: device, os: os)
    // The keyboard stays up: the tap on the background never reached the recognizer.
    #expect(result.rest.keyboardHeight > 0)
    #expect(result.firstCall("handleTap()") == nil)
    #expect(notes(result).contains { $0.time == 1.1 && $0.text == Simulation.ignoredTouchNote })
  }

  @Test func aTapAfterTheRotationEndedIsDelivered() throws {
    // The iPhone's rotation takes 0.3 s: at 1.35 it has ended.
    let result = try run(
      "at 0 tap text-field\nat 1 rotate landscape-left\nat 1.35 tap background\n")
    #expect(result.rest.keyboardHeight == 0)
    #expect(!notes(result).contains { $0.text == Simulation.ignoredTouchNote })
  }

  @Test func aTapDuringARotationIsDeliveredWhenFlipped() throws {
    let result = try run(tapDuringRotation, flipped: .touchesIgnoredDuringRotation)
    #expect(result.rest.keyboardHeight == 0)
  }

  @Test(arguments: [
    (Device.iphone5, 6, 0.3), (.ipad2, 7, 0.4), (.iphone7, 10, 0.3), (.ipadair2, 11, 0.4),
  ])
  func aSecondRotationBeginsWhenTheFirstEnds(device: Device, os: Int, duration: Double) throws {
    let result = try run(rotationDuringRotation, device: device, os: os)
    let notes = notes(result)
    #expect(notes.contains { $0.time == 0.1 && $0.text == Simulation.deferredRotationNote })
    #expect(
      notes.contains { $0.time == duration && $0.text == Simulation.deferredRotationBeginsNote })
    // The controller hears of the second rotation only when the first has ended.
    let announcements = result.entries.filter { entry in
      guard case .call(let call) = entry.event else { return false }
      return call.name.hasPrefix("viewWillTransition") || call.name.hasPrefix("willRotate(to:")
    }
    #expect(Set(announcements.map(\.time)) == [0, duration])
  }

  @Test func onlyTheLastRotationAskedForIsDeferred() throws {
    let result = try run(
      "at 0 rotate landscape-left\nat 0.1 rotate portrait\nat 0.2 rotate landscape-right\n"
        + "at 0.8 tap text-field\n")
    #expect(
      result.entries.filter { $0.event == .note(Simulation.deferredRotationBeginsNote) }.count == 1)
    // From landscape-left, landscape-right is a half turn: the deferred rotation runs from 0.3 to
    // 0.9, so the tap at 0.8 falls inside it.
    #expect(notes(result).contains { $0.time == 0.8 && $0.text == Simulation.ignoredTouchNote })
    #expect(result.rest.keyboardHeight == 0)
  }

  @Test func aSecondRotationBeginsAtOnceWhenFlipped() throws {
    let result = try run(rotationDuringRotation, flipped: .rotationWaitsForRotation)
    #expect(!notes(result).contains { $0.text == Simulation.deferredRotationNote })
    let second = result.firstCall("viewWillTransition(to: (375 × 667), with: coordinator)")
    #expect(second.map { result.entries[$0].time } == 0.1)
  }
}
