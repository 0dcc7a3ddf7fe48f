import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

/// Virtual time is exact: the same cycle of steps, repeated later in a run, is the same
/// cycle, to the bit, so the worst moment of a run that repeats one is found in its first repetition.
@Suite struct RepeatedCycleTests {
  /// Where each repetition starts: uneven offsets, so that a time kept as a sum of binary fractions
  /// would round differently in each.
  static let starts = ["0", "6.25", "12.5", "18", "33.75"]

  /// A show, a rotation there and back, and a hide, starting at `start` (whole 60 Hz frames).
  static func cycle(at start: String) -> String {
    """
    at \(start) tap text-field
    wait 1
    rotate landscape-left
    wait 1.5
    rotate portrait
    wait 1.5
    tap background
    """
  }

  static let script = starts.map(cycle(at:)).joined(separator: "\n")

  /// The repeated cycles run by `variant` on `device`, on iOS 8 (additive animations) or 10.
  static func timeline(of variant: BuiltInVariant, on device: Device) throws -> Timeline {
    variant.timeline(
      try TestSupport.scenario(script, name: "repeated"),
      on: RunTarget(device: device, release: IOSRelease(device == .iphone5 ? 8 : 10)))
  }

  /// The samples of each repetition, with their time counted in frames from its start.
  static func repetitions(of timeline: Timeline) -> [[Sample]] {
    let frames = starts.map { Int((Double($0)! * 60).rounded()) }
    return frames.indices.map { index in
      let end = index + 1 < frames.count ? frames[index + 1] : Int.max
      return timeline.samples.compactMap { sample in
        let frame = Int((sample.time * 60).rounded())
        guard frame >= frames[index], frame < end else { return nil }
        var relative = sample
        relative.time = Double(frame - frames[index])
        return relative
      }
    }
  }

  @Test(
    "Every repetition of a cycle samples the same screens at the same frames",
    arguments: BuiltInVariant.samples, [Device.iphone5, .iphone7])
  func repetitionsAreIdentical(variant: BuiltInVariant, device: Device) throws {
    let repetitions = Self.repetitions(of: try Self.timeline(of: variant, on: device))
    #expect(!repetitions[0].isEmpty)
    for (index, repetition) in repetitions.enumerated().dropFirst()
    where repetition != repetitions[0] {
      let frame = zip(repetition, repetitions[0]).first { $0 != $1 }?.0.time
      Issue.record(
        "repetition \(index + 1) differs from the first at frame \(frame.map { "\(Int($0))" } ?? "count")"
      )
    }
  }

  @Test(
    "The worst moment of a repeated cycle is in its first repetition",
    arguments: BuiltInVariant.samples, [Device.iphone5, .iphone7])
  func worstMomentComesFirst(variant: BuiltInVariant, device: Device) throws {
    let timeline = try Self.timeline(of: variant, on: device)
    let time = try #require(timeline.reason.time, "\(timeline.verdict) names no moment")
    #expect(time < Double(Self.starts[1])!, "the worst moment is at \(time) s")
  }
}
