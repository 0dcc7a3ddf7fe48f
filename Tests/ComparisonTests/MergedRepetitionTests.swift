import SimulatedIOS
import SimulatedUIKit
import TestSupport
import Testing

@testable import SchmeeboardLab

/// A comparison's timelines merge step by step (`TimelineMerge.merge(steps:)`): a script that
/// repeats a cycle of steps merges into its prologue and then the cycle's pieces once for each
/// repetition, however many came before, so the merge grows with the script.
@Suite struct MergedRepetitionTests {
  /// The merged timeline, every sample shown, of KeyboardSchmeeboard and CorrectedSchmeeboard3
  /// running `script` on `device` (iOS 8 on the iPhone 5, 10 on the iPhone 7): its pieces with
  /// their lines' timestamps dropped, and how many of them merge the lines before the first step.
  static func merged(_ script: String, on device: Device) throws -> (
    pieces: [TimelineMerge.Piece], prologue: Int
  ) {
    let scenario = try TestSupport.scenario(script, name: "repeated")
    // Every sample: without `--frames` only the largest two print, both in the first repetition.
    let text = TextRenderer(showsEverySample: true)
    let steps = [BuiltInVariant.keyboardSchmeeboard, .correctedSchmeeboard3].map { variant in
      StepLines(
        text.stepLines(
          variant.timeline(
            scenario,
            on: RunTarget(device: device, release: IOSRelease(device == .iphone5 ? 8 : 10)))))
    }
    let pieces = TimelineMerge.merge(steps: steps).map { piece -> TimelineMerge.Piece in
      switch piece {
      case .shared(let line): .shared(timeless(line))
      case .own(let index, let lines): .own(index, lines.map(timeless))
      }
    }
    return (pieces, TimelineMerge.merge(steps.map { $0[0] }).count)
  }

  /// A text timeline's line without its timestamp.
  static func timeless(_ line: String) -> String {
    String(line.dropFirst(NumberFormat.timestamp(0).count))
  }

  @Test(
    "A cycle repeated merges into the prologue and the cycle's pieces once a repetition",
    arguments: [Device.iphone5, .iphone7])
  func repetitionsMergeAlike(device: Device) throws {
    let once = try Self.merged(RepeatedCycleTests.cycle(at: "0"), on: device)
    let repeated = try Self.merged(RepeatedCycleTests.script, on: device)
    let cycle = once.pieces.dropFirst(once.prologue)
    // The two variants part within the cycle, so that its pieces are not one shared run.
    #expect(cycle.contains { if case .own = $0 { true } else { false } })
    #expect(repeated.prologue == once.prologue)
    let expected =
      Array(once.pieces.prefix(once.prologue))
      + repeatElement(cycle, count: RepeatedCycleTests.starts.count).joined()
    #expect(repeated.pieces == expected)
  }
}
