import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import Testing

/// Swift Testing expectations for a controller of your own (the library route,
/// docs/your-own-controller.md): "my controller, on these devices and releases, through this
/// scenario, looks at worst like this", in one call, with a failure for each run that looks worse,
/// saying why and how to replay it.
///
/// ```swift
/// @Test func staysOnTheKeyboardThroughARotation() {
///   expectVerdicts(of: V.self, scenario: .rotate, on: [.iphone7, .iphone15], atWorst: .slivers)
/// }
/// ```
///
/// A failure reads:
///
/// ```text
/// MyKeyboardController on iPhone 7, iOS 10, rotate: glitch, worse than slivers (258 pt covered
/// at 1 s: field hidden, the field's 50 pt or more); replay: swift run MyKeyboardController
/// --device iphone7 --os 10 --scenario rotate
/// ```
public enum LabExpectations {
  /// The runs `expectVerdicts` makes: every release in `releases` that `device` ran and the lab
  /// models, each device in order.
  public static func runs(on devices: [Device], releases: ClosedRange<Int>?) -> [RunTarget] {
    devices.flatMap { device in
      device.modelledVersions.filter { releases?.contains($0) ?? true }.map {
        RunTarget(device: device, release: IOSRelease($0))
      }
    }
  }

  /// The failure message of a run that looked worse than `worst` (`Verdict.isAsBad(as:)`, the order
  /// `--fail-on` keeps), or `nil` when it did not: a run that cannot apply (`n/a`) is on no scale
  /// and never worse than one.
  public static func failure(
    of timeline: Timeline, worst: Verdict, variant: String, on target: RunTarget, scenario: String
  ) -> String? {
    guard timeline.verdict != worst, timeline.verdict.isAsBad(as: worst) else { return nil }
    return "\(variant) on \(target), \(scenario): "
      + "\(timeline.verdict.rawValue), worse than \(worst.rawValue) "
      + "(\(VerdictText.describe(timeline.reason))); replay: swift run \(variant) --device \(target.device.rawValue) "
      + "--os \(target.release) --scenario \(scenario)"
  }
}

/// Runs `variant` with `switches` (its shipped ones when `nil`) through `scenario` on every release of
/// each of `devices` that `releases` admits (all the lab models when `nil`), and records an issue
/// for each run whose verdict is worse than `worst` (`clean` < `slivers` < `glitch` < `stuck`; a run
/// that cannot apply, `n/a`, is on no scale and records none).
public func expectVerdicts<V: Variant>(
  of variant: V.Type, switches: V.Switches? = nil, scenario: BuiltInScenario = .rotate,
  on devices: [Device], releases: ClosedRange<Int>? = nil, atWorst worst: Verdict = .clean,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let runs = LabExpectations.runs(on: devices, releases: releases)
  if runs.isEmpty {
    Issue.record(
      "none of \(devices.map(\.rawValue)) ran a release the lab models in \(releases.map { "\($0)" } ?? "any")",
      sourceLocation: sourceLocation)
  }
  for target in runs {
    let timeline: Timeline
    do {
      timeline = try V.timeline(
        switches: switches ?? V.shippedSwitches, on: target, scenario: scenario.scenario,
        assuming: [])
    } catch {
      Issue.record(
        Comment(rawValue: "\(V.info.name) on \(target), \(scenario.rawValue): \(error.line)"),
        sourceLocation: sourceLocation)
      continue
    }
    if let message = LabExpectations.failure(
      of: timeline, worst: worst, variant: V.info.name, on: target, scenario: scenario.rawValue)
    {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }
}
