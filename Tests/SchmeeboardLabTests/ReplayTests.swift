import Foundation
import Testing

@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The page's replay (`Replay`), from runs made here: what it holds of each sample, how it stores
/// the drawings, and the limit past which a page gets none.
@Suite struct ReplayTests {
  /// A run of `count` samples 1/60 s apart on a 375 × 667 view with a 258 pt keyboard, whose gap
  /// is `gap(index)`, and `rests` before later steps, a step at each rest's time.
  static func run(count: Int, rests: [Sample] = [], gap: (Int) -> Double) -> ComparedRun {
    let samples = (0..<count).map { index in
      Sample(
        time: NumberFormat.rounded(seconds: Double(index) / 60), viewHeight: 667,
        keyboardHeight: 258, grayBottom: 409 - gap(index), viewWidth: 375)
    }
    let rest = Sample(
      time: max(samples.last.map { $0.time + 0.5 } ?? 1, (rests.last?.time ?? 0) + 0.5),
      viewHeight: 667, keyboardHeight: 258, grayBottom: 409, viewWidth: 375)
    let steps = rests.map { TimelineEntry(time: $0.time, depth: 0, event: .step("tap background")) }
    let timeline = SimulationResult(
      entries: [TimelineEntry(time: 0, depth: 0, event: .step("tap text-field"))] + steps,
      samples: samples, rests: rests, rest: rest
    ).timeline(
      header: RunHeader(
        variant: "Test", target: RunTarget(device: .iphone7, release: IOSRelease(10)),
        scenario: "test",
        steps: ["at 0 tap text-field"], switches: [], deploymentNote: nil))
    return ComparedRun(variant: "Test", shortName: "T", timeline: timeline)
  }

  /// The shapes of an encoded drawing, each its style and its numbers in hundredths of a pixel:
  /// the running sums `ReplayRun.encode` takes the differences of, as the page's script adds
  /// them up.
  static func decode(_ picture: [Int32]) -> [(style: ScreenShape.Style?, hundredths: [Int])] {
    var numbers = [0, 0, 0, 0]
    return stride(from: 0, to: picture.count, by: 5).map { start in
      numbers = (0..<4).map { numbers[$0] + Int(picture[start + 1 + $0]) }
      return (ScreenShape.Style(rawValue: Int(picture[start])), numbers)
    }
  }

  @Test func anEncodedDrawingHoldsEveryShapeOfTheDrawingItsFrameAndItsClip() {
    let drawing = ScreenDrawing(scale: 0.2249, nil)
    // Covered 100 pt: the hidden edge and the hidden field are drawn too.
    let sample = Sample(
      time: 1, viewHeight: 667, keyboardHeight: 258, grayBottom: 509, viewWidth: 375)
    let picture = drawing.picture(of: sample, x: 31, y: 4)
    let decoded = Self.decode(ReplayRun.encode(picture, framing: 4))
    let shapes =
      [picture.bezel.outset(by: 4, .replayFrame), picture.screen, picture.bezel]
      + picture.hardware + picture.shapes
    #expect(decoded.map(\.style) == shapes.map(\.style))
    #expect(decoded.map(\.hundredths) == shapes.map(\.hundredths))
    #expect(shapes.contains { $0.style == .hiddenEdge } && shapes.contains { $0.style == .key })
    // The frame sits 4 pixels outside the bezel, whose corner is where it was asked for.
    #expect(decoded[0].hundredths[0] == 2700 && decoded[2].hundredths[0...1] == [3100, 400])
  }

  @Test func theStripAndTheReplayWriteAShapeWithTheSameNumbers() {
    let shape = ScreenShape.rect(.grayView, x: 12.3449, y: -0.004, width: 84.005, height: -3)
    #expect(
      shape.svg
        == "<rect x=\"12.34\" y=\"0\" width=\"84.01\" height=\"0\" fill=\"#bfbfbf\" "
        + "class=\"gray-view\"/>")
    #expect(shape.hundredths == [1234, 0, 8401, 0])
  }

  @Test func eachDrawingIsStoredOnceForSamplesInARowThatDrawIt() {
    // Gaps 0, 0, 10, 10, 10, 0: three drawings, the first and the last alike but not in a row.
    let gaps: [Double] = [0, 0, 10, 10, 10, 0]
    let run = Self.run(count: gaps.count) { gaps[$0] }
    let replay = Replay(Comparison(runs: [run]), layout: PictureLayout(Comparison(runs: [run])))
    let frames = replay.runs[0]
    // The six samples, then the rest at the end, one frame after the last sample: it draws the
    // last sample's screen, gap 0, and is stored once with it.
    #expect(frames.frames == [0, 0, 1, 1, 1, 2, 2])
    #expect(frames.pictures.count == 3 && frames.pictures[0] == frames.pictures[2])
    #expect(frames.times == (0..<7).map { NumberFormat.rounded(seconds: Double($0) / 60) })
    #expect(
      frames.gaps == [
        "gap 0 pt", "gap 0 pt", "pink 10 pt", "pink 10 pt", "pink 10 pt", "gap 0 pt", "gap 0 pt",
      ])
    #expect(
      frames.findings == [
        "on the keyboard", "on the keyboard", "sliver", "sliver", "sliver", "on the keyboard",
        "on the keyboard at rest",
      ])
    #expect(frames.rests.map(\.entry) == [6] && frames.rests.map(\.time) == [0.583])
  }

  // A rest is a screen the judge judges, taken at the next step's time before the step acts,
  // where the step's own first sample lies too. The replay shows it as an entry of its own, from
  // one frame after the last sample before it until the step: its own screen (here 10 pt of pink
  // the samples never showed), its gap, `off the keyboard at rest`, and the rest's own time, the
  // one the verdict's reason names; the worst button goes to it when the judge decided by it.
  @Test func theReplayShowsEachRestTheJudgeJudgedBetweenItsLastSampleAndTheStep() {
    let restAtOne = Sample(
      time: 1, viewHeight: 667, keyboardHeight: 258, grayBottom: 399, viewWidth: 375)
    let run = Self.run(count: 30, rests: [restAtOne]) { _ in 0 }
    #expect(run.verdict == .stuck && run.reason.time == 1)
    let comparison = Comparison(runs: [run])
    let replay = Replay(comparison, layout: PictureLayout(comparison))
    let frames = replay.runs[0]
    // The 30 samples end at 0.483 s; the rest is entry 30, shown from 0.5 s.
    let entry = 30
    #expect(frames.rests.map(\.entry) == [entry, frames.times.count - 1])
    #expect(frames.rests.first?.time == 1)
    #expect(frames.times[entry - 1] == 0.483 && frames.times[entry] == 0.5)
    #expect(frames.gaps[entry] == "pink 10 pt")
    #expect(frames.findings[entry] == "off the keyboard at rest")
    #expect(frames.pictures[frames.frames[entry]] != frames.pictures[frames.frames[entry - 1]])
    // The player sits on it from 0.5 s until the next entry, the rest at the end.
    let playerAt = replay.times.lastIndex { $0 <= 0.9 }
    #expect(playerAt.map { replay.times[$0] } == 0.5)
    #expect(frames.worst == entry)
    // The page's data carries the rest's own time, for the caption: `rest at 1 s · pink 10 pt`.
    var data = ""
    ReplayData.write(replay, to: &data)
    #expect(data.contains("\"rests\":[{\"entry\":30,\"time\":1},{\"entry\":31,"))
    #expect(ReplayScript.source.contains("'rest at ' + rest + ' s'"))
  }

  @Test func theWorstButtonGoesToTheSampleTheStripsWorstScreenShows() {
    let run = Self.run(count: 30) { index in index == 17 ? -60 : Double(index % 3) }
    let comparison = Comparison(runs: [run])
    let replay = Replay(comparison, layout: PictureLayout(comparison))
    #expect(replay.runs[0].worst == 17)
    #expect(replay.runs[0].findings[17] == "field hidden")
    #expect(run.picture.moments.first(where: \.isWorst)?.sample.time == replay.runs[0].times[17])
  }

  @Test func theRunsTimesMakeThePlayersAndTheCursorFollowsTheChartsScale() {
    let short = Self.run(count: 10) { _ in 0 }
    let long = Self.run(count: 20) { _ in 5 }
    let comparison = Comparison(runs: [short, long])
    let layout = PictureLayout(comparison)
    let replay = Replay(comparison, layout: layout)
    #expect(replay.times == replay.runs[1].times)
    let scale = layout.chartRow(long, index: 1, y: 0).scale
    #expect(replay.cursorX == replay.times.map(scale.x))
    #expect(replay.cursorTop == scale.top && replay.cursorBottom == scale.bottom)
  }

  @Test func aRunOverTheLimitHasNoReplayAndThePageSaysSo() {
    let over = Self.run(count: Replay.sampleLimit + 1) { $0 == 5 ? 30 : 0 }
    #expect(over.picture.samples == nil)
    let comparison = Comparison(runs: [over])
    let sentence =
      "No replay: Test took 20,001 samples, more than the 20,000 a replay draws of a run."
    #expect(Replay.refusal(for: comparison) == sentence)
    let page = PageRenderer().render(comparison, text: "")
    #expect(
      page.contains("<div id=\"replay\" hidden>\n<h2>Replay</h2>\n<p>\(sentence)</p>\n</div>"))
    #expect(
      !page.contains("<script type=\"application/json\"") && !page.contains("<svg class=\"replay\"")
    )
    // The static strip is there as ever.
    #expect(page.components(separatedBy: "<svg class=\"screens\"").count == 2)
  }

  @Test func aRunAtTheLimitHasItsReplay() {
    let at = Self.run(count: Replay.sampleLimit) { $0 == 5 ? 30 : 0 }
    #expect(at.picture.samples?.count == Replay.sampleLimit)
    let comparison = Comparison(runs: [at])
    #expect(Replay.refusal(for: comparison) == nil)
    let page = PageRenderer().render(comparison, text: "")
    #expect(page.contains("<script type=\"application/json\" id=\"replay-data\">"))
    // The samples and the rest at the end: one entry more than the samples.
    #expect(page.contains("max=\"\(Replay.sampleLimit)\""))
  }

  @Test func runsThatNeverMovedHaveNoReplay() {
    let still = Self.run(count: 0) { _ in 0 }
    #expect(
      Replay.refusal(for: Comparison(runs: [still, still]))
        == "No replay: nothing moved, so no sample was taken.")
    #expect(Replay.refusal(for: Comparison(runs: [still, Self.run(count: 2) { _ in 0 }])) == nil)
  }

  // A variant's name is the one string of the data a user chooses (a controller of their own):
  // written by the encoder, it cannot end the data's script element, and it reads back as it was.
  @Test func aStringInTheDataCannotEndItsScript() throws {
    let name = "a</script>\"\\\n&\u{2028}"
    var run = Self.run(count: 2) { $0 == 1 ? 30 : 0 }
    run.variant = name
    let comparison = Comparison(runs: [run])
    var data = ""
    ReplayData.write(Replay(comparison, layout: PictureLayout(comparison)), to: &data)
    #expect(!data.contains("<") && !data.contains(">") && !data.contains("&"))
    #expect(data.contains("\\u003c/script\\u003e"))
    struct Decoded: Decodable {
      struct Run: Decodable { var variant: String }
      var runs: [Run]
    }
    let decoded = try JSONDecoder().decode(Decoded.self, from: Data(data.utf8))
    #expect(decoded.runs.map(\.variant) == [name])
  }
}
