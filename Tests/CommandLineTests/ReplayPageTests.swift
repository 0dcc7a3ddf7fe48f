import Foundation
import TestSupport
import Testing

@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

/// `--format html`'s replay, as the command line writes it: the player of every variant, hidden
/// until the page's script shows it, and the numbers the script plays, which match the run's
/// samples one for one. The script's own behaviour (the fragment, the keys) is checked in a
/// browser by `scripts/browser-check`.
@Suite struct ReplayPageTests {
  /// The numbers of a page's replay that the tests read, as the page's script reads them.
  struct ReplayData: Decodable {
    struct Run: Decodable {
      var variant: String
      var worst: Int?
      var times: [Double]
      var gaps: [String]
      var findings: [Int]
      var rests: [Rest]
      var frames: [Int]
      var pictures: [[Int]]

      /// What each entry shows of `timeline`, in order: its samples, and each rest (the rests
      /// before a later step, then the rest at the end) at its entry.
      func screens(of timeline: Timeline) -> [Sample] {
        var samples = timeline.samples.makeIterator()
        var rests = (timeline.rests + [timeline.rest]).makeIterator()
        let restEntries = Set(self.rests.map(\.entry))
        return times.indices.compactMap { restEntries.contains($0) ? rests.next() : samples.next() }
      }
    }
    struct Rest: Decodable {
      var entry: Int
      var time: Double
    }
    struct Style: Decodable {
      var attributes: [[String]]
    }
    struct Cursor: Decodable {
      var x: [Double]
    }
    var times: [Double]
    var cursor: Cursor
    var findings: [String]
    var before: String
    var styles: [Style]
    var runs: [Run]
  }

  /// A comparison's JSON document: the rows' variants and the timelines.
  struct Document: Decodable {
    struct Row: Decodable { var variant: String }
    var summary: [Row]
    var timelines: [Timeline]
  }

  static let dataStart = "<script type=\"application/json\" id=\"replay-data\">\n"

  /// The replay's numbers in `page`.
  static func data(in page: String) throws -> ReplayData {
    let start = try #require(page.range(of: dataStart), "the page has no replay data")
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    return try JSONDecoder().decode(
      ReplayData.self, from: Data(page[start.upperBound..<end.lowerBound].utf8))
  }

  /// `everyVariant()`, written once for the tests that read it.
  static let everyVariantOnce = Result { try everyVariant() }

  /// What `CorrectedSchmeeboard3 --compare all` writes as a page and as JSON.
  static func everyVariant() throws -> (page: String, document: Document) {
    let json = try BuiltInVariant.correctedSchmeeboard3.output([
      "--compare", "all", "--format", "json",
    ])
    return (try everyVariantsPage(), try JSONDecoder().decode(Document.self, from: Data(json.utf8)))
  }

  /// What `CorrectedSchmeeboard3 --compare all` writes as a page.
  static func everyVariantsPage() throws -> String {
    try BuiltInVariant.correctedSchmeeboard3.output(["--compare", "all", "--format", "html"])
  }

  @Test func thePageHoldsAHiddenPlayerWithEveryVariantsScreenAndItsData() throws {
    let (page, document) = try Self.everyVariantOnce.get()
    #expect(page.components(separatedBy: "<div id=\"replay\" hidden>").count == 2)
    #expect(page.components(separatedBy: "<svg class=\"replay\"").count == 2)
    for (index, row) in document.summary.enumerated() {
      #expect(
        page.contains(
          "<g class=\"replay-screen\" data-index=\"\(index)\" data-variant=\"\(row.variant)\">"))
    }
    let data = try Self.data(in: page)
    #expect(data.runs.map(\.variant) == document.summary.map(\.variant))
    #expect(data.runs.count == BuiltInVariant.all.count)
    // The player is written before the first variant's section, the data and the script after
    // the text; the static charts and strips are all still there.
    let player = try #require(page.range(of: "<div id=\"replay\""))
    let section = try #require(page.range(of: "<section>"))
    let text = try #require(page.range(of: "<details>"))
    let script = try #require(page.range(of: Self.dataStart))
    #expect(player.lowerBound < section.lowerBound && text.lowerBound < script.lowerBound)
    // A strip and a chart for each variant.
    let runs = BuiltInVariant.all.count
    #expect(page.components(separatedBy: "<svg class=\"screens\"").count == runs + 1)
    #expect(page.components(separatedBy: "<svg class=\"chart\"").count == runs + 1)
  }

  @Test func eachRunsFramesAreItsSamplesAndItsRestsOneForOne() throws {
    let (page, document) = try Self.everyVariantOnce.get()
    let data = try Self.data(in: page)
    for (run, timeline) in zip(data.runs, document.timelines) {
      let samples = timeline.samples
      let screens = run.screens(of: timeline)
      // Every sample, and every rest: those before a later step and the one at the end.
      #expect(run.rests.count == timeline.rests.count + 1, "\(run.variant)")
      #expect(run.rests.map(\.time) == (timeline.rests + [timeline.rest]).map(\.time))
      #expect(run.frames.count == timeline.measurements.sampleCount + run.rests.count)
      let restEntries = Set(run.rests.map(\.entry))
      let sampleEntries = run.times.indices.filter { !restEntries.contains($0) }
      #expect(sampleEntries.map { run.times[$0] } == samples.map(\.time), "\(run.variant)")
      // A rest is shown after the entry before it and before the one after it.
      #expect(zip(run.times, run.times.dropFirst()).allSatisfy { $0 <= $1 }, "\(run.variant)")
      let rules = VerdictRules.standard
      #expect(
        run.gaps == screens.map { VerdictText.gap(rules.shownGap(of: $0), of: $0) + " pt" },
        "\(run.variant)")
      #expect(
        run.findings.map { data.findings[$0] }
          == run.times.indices.map { entry in
            restEntries.contains(entry)
              ? VerdictText.finding(atRest: screens[entry])
              : VerdictRules.standard.finding(for: screens[entry]).rawValue
          }, "\(run.variant)")
      // Each drawing once for each run of entries that draw it: the frames step by 0 or 1, and no
      // two drawings in a row are alike.
      #expect(run.frames.first == 0 && run.frames.last == run.pictures.count - 1)
      #expect(zip(run.frames, run.frames.dropFirst()).allSatisfy { [0, 1].contains($1 - $0) })
      #expect(zip(run.pictures, run.pictures.dropFirst()).allSatisfy { $0 != $1 })
    }
    #expect(data.times == Set(data.runs.flatMap(\.times)).sorted())
    #expect(data.cursor.x.count == data.times.count)
  }

  @Test func theWorstFrameDrawsTheRunsWorstGapAtTheScreensScale() throws {
    let (page, document) = try Self.everyVariantOnce.get()
    let data = try Self.data(in: page)
    let comparison = Comparison(
      runs: zip(document.summary, document.timelines).map {
        ComparedRun(variant: $0.variant, shortName: "", timeline: $1)
      })
    let layout = PictureLayout(comparison)
    for (index, (run, timeline)) in zip(data.runs, document.timelines).enumerated() {
      let worst = try #require(run.worst, "\(run.variant) has no worst sample")
      let sample = run.screens(of: timeline)[worst]
      // An app shown scaled in the device's screen (the 2012 apps zoomed on the iPhone 7) is
      // drawn at the picture's scale times its zoom.
      let drawing = layout.drawing(for: comparison.runs[index])
      let scale = drawing.scale * drawing.placement(of: sample).zoom
      // The largest mismatch is measured before rounding; the sample's gap, from its rounded
      // edges, may differ from it in the last digit.
      #expect(
        abs(abs(sample.gap) - timeline.measurements.largestMismatch) <= 0.11, "\(run.variant)")
      #expect(
        run.gaps[worst]
          == VerdictText.gap(VerdictRules.standard.shownGap(of: sample), of: sample) + " pt")
      // The drawing: the keyboard's top less the measured edge is the gap at the scale; the edge
      // is where the text field's bottom sits above it by its margin (a technique's demo's own,
      // the five samples' 20 pt), whether it is the gray view's bottom or a table's visible one.
      var numbers = [0, 0, 0, 0]
      var edges: [String: [Double]] = [:]
      let picture = run.pictures[run.frames[worst]]
      for start in stride(from: 0, to: picture.count, by: 5) {
        numbers = (0..<4).map { numbers[$0] + picture[start + 1 + $0] }
        let style = data.styles[picture[start]]
        if let name = style.attributes.first(where: { $0.first == "class" })?.last {
          edges[name] = numbers.map { Double($0) / 100 }
        }
      }
      let field = try #require(edges["text-field"])
      let keyboard = try #require(edges["keyboard"])
      let edge =
        field[1] + field[3] + (sample.fieldMargin ?? VerdictRules.standard.fieldMargin) * scale
      #expect(
        abs(keyboard[1] - edge - sample.gap * scale) < 0.02,
        "\(run.variant): \(keyboard[1] - edge) px for \(sample.gap) pt")
    }
  }

  @Test func aSingleRunsPageHasAPlayerOfItsOwnScreen() throws {
    let page = try BuiltInVariant.correctedSchmeeboard2.output(["--format", "html"])
    let data = try Self.data(in: page)
    #expect(data.runs.map(\.variant) == ["CorrectedSchmeeboard2"])
    #expect(data.runs[0].frames.count == data.times.count)
    #expect(
      page.contains(
        "<button type=\"button\" data-run=\"0\" title=\"CorrectedSchmeeboard2 at 1 s\">CS2</button>"
      ))
  }

  @Test func thePageIsTheSameBytesEveryTimeAndNeedsNothingFromOutside() throws {
    let first = try Self.everyVariantOnce.get().page
    #expect(try Self.everyVariantsPage() == first)
    #expect(first.contains(Self.dataStart))
    // Nothing to fetch: the only address is the SVG namespace's.
    #expect(!first.contains("src=") && !first.contains("href="))
    #expect(
      first.components(separatedBy: "http").count
        == first.components(separatedBy: "http://www.w3.org/2000/svg").count)
  }
}
