import Foundation
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// Random scenarios as a property test: generated over every variant, device and iOS
/// version with every action of the scenario format, overlapping ones included, each run must
/// keep the invariants of `RandomScenarioTests.violations(of:)`.
///
/// `swift test` checks `defaultCount` seeds, one test case each. `.ci/run` checks 10,000 with
/// `PROPERTY_CASES=10000 swift test --filter RandomScenarioTests.manySeeds`, and any failure names
/// its seed and its scenario; `PROPERTY_SEED=<seed> swift test --filter RandomScenarioTests`
/// replays that one case.
///
/// Swift Testing's arguments are enough here: every case is a pure function of its seed (see
/// `RandomScenario`), so a failure replays from the number alone, and a failing scenario is short
/// enough to read whole, which is what shrinking would buy. No dependency is added for it.
@Suite struct RandomScenarioTests {
  /// How many seeds `swift test` checks.
  static let defaultCount: UInt64 = 300

  /// `PROPERTY_SEED` alone, or the first `defaultCount` seeds.
  static var seeds: [UInt64] {
    if let seed = environment("PROPERTY_SEED") { return [seed] }
    return Array(0..<defaultCount)
  }

  private static func environment(_ name: String) -> UInt64? {
    ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
  }

  @Test(arguments: seeds)
  func randomScenarioKeepsTheInvariants(seed: UInt64) throws {
    let scenario = RandomScenario(seed: seed)
    let violations = try Self.violations(of: scenario)
    #expect(violations.isEmpty, "\(scenario)\(violations.joined(separator: "\n"))")
  }

  /// `PROPERTY_CASES` seeds from `PROPERTY_FIRST` (0 by default), in one test case: only when
  /// `PROPERTY_CASES` is set. `.ci/run` splits its 10,000 between two processes this way.
  @Test(.enabled(if: environment("PROPERTY_CASES") != nil))
  func manySeeds() throws {
    let first = Self.environment("PROPERTY_FIRST") ?? 0
    let count = Self.environment("PROPERTY_CASES") ?? 0
    var failures = 0
    for seed in first..<first + count {
      let scenario = RandomScenario(seed: seed)
      let violations = try Self.violations(of: scenario)
      guard !violations.isEmpty else { continue }
      failures += 1
      Issue.record(
        "\(scenario)\(violations.joined(separator: "\n"))\nreplay: PROPERTY_SEED=\(seed) swift test --filter RandomScenarioTests"
      )
      // A handful is enough to see the pattern; the first replays.
      if failures == 5 { return }
    }
    if failures == 0 {
      print("RandomScenarioTests: seeds \(first) to \(first + count - 1) kept every invariant")
    }
  }

  @Test func everyActionOfTheFormatIsGenerated() {
    for instruction in RandomScenario.instructions {
      #expect(
        !instruction.actions.isEmpty,
        "no action generated for '\(instruction.verb)': its arguments could not be read")
    }
    let actions = RandomScenario.instructions.flatMap(\.actions)
    #expect(actions.contains("rotate landscape-left"))
    #expect(actions.contains("tap background"))
    #expect(actions.contains("fault missing-key UIKeyboardFrameEndUserInfoKey"))
  }

  /// What is wrong with a run of `scenario`, one line each; empty when it keeps every invariant:
  /// - it runs, and reaches rest: every animation begun has ended by the final rest;
  /// - event and sample times never go back;
  /// - a second run makes the same timeline, so the same text and JSON byte for byte (both are
  ///   functions of the timeline), the text renders, and the JSON decodes back into the timeline;
  /// - the verdict's reason names a real sample: a sample or a rest at its time, off by its points
  ///   on its side.
  static func violations(of scenario: RandomScenario) throws -> [String] {
    let parsed = try ScenarioParser(fileName: "random").parse(scenario.text, name: "random")
    let timeline = scenario.variant.timeline(
      parsed, on: RunTarget(device: scenario.device, release: IOSRelease(scenario.os)))
    let again = scenario.variant.timeline(
      parsed, on: RunTarget(device: scenario.device, release: IOSRelease(scenario.os)))
    var violations: [String] = []

    let times = timeline.entries.map(\.time)
    if zip(times, times.dropFirst()).contains(where: { $0 > $1 }) {
      violations.append("an event's time goes back")
    }
    let sampleTimes = timeline.samples.map(\.time)
    if zip(sampleTimes, sampleTimes.dropFirst()).contains(where: { $0 >= $1 }) {
      violations.append("a sample's time does not move on")
    }
    let rest = timeline.rest.time
    if let last = parsed.steps.last?.time, !(rest >= last && rest < last + 10) {
      violations.append("the final rest at \(rest) s is not soon after the last step at \(last) s")
    }
    for entry in timeline.entries {
      guard case .animate(let animation) = entry.event else { continue }
      let curve: TimingCurve = animation.curve == "keyboard spring" ? .keyboardSpring : .linear
      let end = entry.time + curve.effectiveDuration(requested: animation.duration)
      if end > rest + 1e-9 {
        violations.append(
          "\(animation.name) begun at \(entry.time) s ends at \(end) s, after the final rest")
      }
    }

    // The text and the JSON are functions of the timeline alone (`JSONOutputTests`,
    // `DeterminismTests`): the same timeline twice is the same bytes twice.
    if again != timeline { violations.append("a second run makes another timeline") }
    let json = JSONRenderer().render(timeline)
    do {
      let decoded = try JSONDecoder().decode(Timeline.self, from: Data(json.utf8))
      if decoded != timeline.rounded() {
        violations.append("the JSON does not decode back into the timeline")
      }
    } catch {
      violations.append("the JSON does not decode: \(error)")
    }
    _ = TextRenderer(showsEverySample: true).render(timeline)

    let reason = timeline.reason
    if let time = reason.time {
      let shown = timeline.samples + timeline.rests + [timeline.rest]
      let named = shown.contains { sample in
        sample.time == time && abs(abs(sample.gap) - reason.points) < 1e-6
          && (sample.gap > 0) == (reason.side != .covered)
      }
      if !named {
        violations.append("the reason names no sample: \(VerdictText.describe(reason))")
      }
    }
    return violations
  }
}
