import Foundation
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// What lets a long page stream rather than sit whole in memory writes what it is given, in
/// order, whatever the size of its pieces.
@Suite struct StreamedOutputTests {
  // A section drawn into chunks on another thread comes out as the same text, in order, across
  // the chunks' megabyte boundaries.
  @Test func chunkedTextWritesWhatItWasGivenInOrder() {
    let pieces = (0..<40_000).map { "<rect x=\"\($0)\" width=\"1\"/>\n" }
    var chunked = ChunkedText()
    for piece in pieces { chunked.write(piece) }
    var written = ""
    chunked.write(to: &written)
    #expect(written.utf8.count > 1 << 20)
    #expect(written == pieces.joined())
  }

  // Standard output sends a piece longer than its buffer straight on, after what it holds:
  // what reaches the file is everything, in the order written.
  @Test func aLongPieceReachesTheFileAfterWhatWasHeld() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("streamed-output-\(UUID().uuidString).txt").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    let long = String(repeating: "section line\n", count: 200_000)
    var sink = OutputSink(writingTo: descriptor)
    sink.write("head\n")
    sink.write(long)
    sink.write("tail\n")
    sink.finish()
    close(descriptor)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "head\n" + long + "tail\n")
  }

  // The page writes one section on this thread while the next is drawn on another: both run,
  // and what the other made comes back.
  @Test func alongsideRunsBothAndReturnsWhatTheOtherMade() {
    var here: [Int] = []
    let made = Parallel.alongside {
      (1...1000).reduce(0, +)
    } while: {
      here = Array(1...3)
    }
    #expect(made == 500_500)
    #expect(here == [1, 2, 3])
  }

  // A comparison rounds each timeline in place: the same numbers as a rounded copy.
  @Test func roundingInPlaceMatchesTheRoundedCopy() {
    let sample = Sample(
      time: 0.250_04, viewHeight: 667, keyboardHeight: 258.04, grayBottom: 400.96, viewWidth: 375)
    let timeline = SimulationResult(
      entries: [TimelineEntry(time: 0.000_4, depth: 0, event: .step("tap text-field"))],
      samples: [sample], rests: [sample], rest: sample
    ).timeline(
      header: RunHeader(
        variant: "Test", target: RunTarget(device: .iphone7, release: IOSRelease(10)),
        scenario: "test",
        steps: ["at 0 tap text-field"], switches: []))
    var rounded = timeline
    rounded.round()
    #expect(rounded == timeline.rounded())
    #expect(rounded.samples[0].keyboardHeight == 258)
    #expect(rounded.entries[0].time == 0)
  }
}
