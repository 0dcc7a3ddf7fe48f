import Foundation
import Testing

@testable import SchmeeboardCommandLine
@testable import SchmeeboardLab
@testable import SimulatedIOS
@testable import SimulatedUIKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SVG picture parsed as XML, its geometry checked against the samples it draws.
@Suite struct PictureRendererTests {
  /// A run on a 375 × 667 view with a 258 pt keyboard: pink 30 pt at 0.5 s, covered 100 pt at
  /// 1.5 s (in landscape, 667 × 375), back to rest at 0 gap.
  static func timeline(variant: String = "Test") -> Timeline {
    func sample(_ time: Double, gap: Double, landscape: Bool = false) -> Sample {
      let (width, height, keyboard) = landscape ? (667.0, 375.0, 194.0) : (375.0, 667.0, 258.0)
      return Sample(
        time: time, viewHeight: height, keyboardHeight: keyboard,
        grayBottom: height - keyboard - gap, viewWidth: width)
    }
    let samples = [
      sample(0.25, gap: 10), sample(0.5, gap: 30), sample(0.75, gap: 0),
      sample(1.25, gap: -40, landscape: true), sample(1.5, gap: -100, landscape: true),
      sample(1.75, gap: 0, landscape: true),
    ]
    let rest = sample(2, gap: 0, landscape: true)
    let post = PostRecord(name: "UIKeyboardWillShow", observers: 1)
    let entries = [
      TimelineEntry(time: 0, depth: 0, event: .step("tap text-field")),
      TimelineEntry(time: 0, depth: 0, event: .post(post)),
      TimelineEntry(time: 1, depth: 0, event: .step("rotate landscape-left")),
      TimelineEntry(time: 1, depth: 0, event: .post(post)),
    ]
    return SimulationResult(entries: entries, samples: samples, rests: [], rest: rest).timeline(
      header: RunHeader(
        variant: variant, target: RunTarget(device: .iphone7, release: IOSRelease(10)),
        scenario: "test",
        steps: ["at 0 tap text-field", "at 1 rotate landscape-left"], switches: [],
        deploymentNote: nil))
  }

  static let comparison = Comparison(runs: [
    ComparedRun(variant: "Test", shortName: "T", timeline: timeline())
  ])

  private func document() throws -> XMLDocument {
    try XMLDocument(xmlString: PictureRenderer().render(Self.comparison))
  }

  // FoundationXML on Linux finds no attribute by name in a document with a default namespace;
  // the element's list of attributes has them all.
  private func attribute(_ element: XMLElement, _ name: String) -> String? {
    element.attributes?.first { $0.name == name }?.stringValue
  }

  private func number(_ element: XMLElement, _ name: String) -> Double {
    Double(attribute(element, name) ?? "") ?? .nan
  }

  private func elements(_ document: XMLDocument, _ path: String) throws -> [XMLElement] {
    try document.nodes(forXPath: path).compactMap { $0 as? XMLElement }
  }

  @Test func theWorstScreenShowsTheWorstGapAtTheScreensScale() throws {
    let document = try document()
    let screens = try elements(document, "//*[local-name()='g'][contains(@class,'worst')]")
    #expect(screens.count == 1)
    let screen = try #require(screens.first)
    #expect(attribute(screen, "data-time") == "1.5")
    #expect(attribute(screen, "data-gap") == "-100")
    let scale = PictureLayout(Self.comparison).scale
    let gray = try #require(
      try screen.nodes(forXPath: ".//*[@class='gray-view']").first as? XMLElement)
    let keyboard = try #require(
      try screen.nodes(forXPath: ".//*[@class='keyboard']").first as? XMLElement)
    let grayBottom = number(gray, "y") + number(gray, "height")
    // Covered 100 pt: the gray view reaches 100 pt below the keyboard's top.
    #expect(abs(grayBottom - number(keyboard, "y") - 100 * scale) < 0.02)
    // The screen is the view's size at that scale, in landscape.
    let root = try #require(
      try screen.nodes(forXPath: ".//*[@class='root-view']").first as? XMLElement)
    #expect(abs(number(root, "width") - (667 * scale).rounded()) < 0.01)
    #expect(abs(number(root, "height") - (375 * scale).rounded()) < 0.01)
  }

  @Test func aPinkScreenShowsThePinkBetweenTheGrayViewAndTheKeyboard() throws {
    // The step's screen at 0.75 s shows gap 0; the 30 pt of pink at 0.5 s is not a screen of its
    // own (the covered 100 pt is worse), so draw a run whose worst is pink.
    let full = Self.timeline()
    let samples = Array(full.samples.prefix(3))
    let timeline = SimulationResult(
      entries: full.entries, samples: samples, rests: [], rest: samples[2]
    ).timeline(header: full.header)
    let comparison = Comparison(runs: [
      ComparedRun(variant: "P", shortName: "P", timeline: timeline)
    ])
    let document = try XMLDocument(xmlString: PictureRenderer().render(comparison))
    let screen = try #require(
      try elements(document, "//*[local-name()='g'][contains(@class,'worst')]").first)
    let scale = PictureLayout(comparison).scale
    let gray = try #require(
      try screen.nodes(forXPath: ".//*[@class='gray-view']").first as? XMLElement)
    let keyboard = try #require(
      try screen.nodes(forXPath: ".//*[@class='keyboard']").first as? XMLElement)
    #expect(
      abs(number(keyboard, "y") - (number(gray, "y") + number(gray, "height")) - 30 * scale) < 0.02)
  }

  /// The first row's chart's scale: the row begins under the title and the legend's rows.
  private static var firstChartScale: ChartScale {
    let layout = PictureLayout(comparison)
    let legend = PictureLegend(comparison, layout: layout)
    return layout.chartRow(comparison.runs[0], index: 0, y: 58 + legend.extraHeight).scale
  }

  @Test func theChartsLineReachesTheLargestPinkAndCoverOnTheSharedScale() throws {
    let document = try document()
    let line = try #require(
      try elements(document, "//*[local-name()='polyline'][@class='gap-line']").first)
    let ys = (attribute(line, "points") ?? "").split(separator: " ").compactMap {
      $0.split(separator: ",").last.flatMap { Double($0) }
    }
    let scale = Self.firstChartScale
    #expect(scale.range == 100)
    #expect(abs((ys.min() ?? 0) - scale.y(30)) < 0.01)
    #expect(abs((ys.max() ?? 0) - scale.y(-100)) < 0.01)
    // Stretched near zero: 30 pt of the ±100 pt axis sits further out than the straight 30 %.
    #expect(scale.y(30) < scale.top + 60 - 30.0 / 100 * 60)
  }

  // The gap axis is stretched near zero, so that the clean band and a sliver show on the largest
  // axis a picture draws: on ±300 pt over the 120 px plot, the 2 pt band is at least 8 px tall
  // and CorrectedSchmeeboard3's 20 pt of pink at least 20 px, where a straight axis gives them
  // 1.6 px and 4 px. The axis still ends at its range, is symmetric, and grows with the gap.
  @Test func theStretchedAxisShowsTheCleanBandAndASliver() {
    let scale = ChartScale(duration: 4, range: 300, left: 84, width: 856, top: 0, height: 120)
    #expect(scale.y(-2) - scale.y(2) >= 8)
    #expect(scale.y(0) - scale.y(20) >= 20)
    #expect(scale.y(300) == 0 && scale.y(-300) == 120 && scale.y(0) == 60)
    #expect(scale.y(400) == scale.y(300))
    #expect(abs((scale.y(0) - scale.y(37)) - (scale.y(-37) - scale.y(0))) < 1e-9)
    let gaps = stride(from: -300.0, through: 300, by: 0.5)
    #expect(zip(gaps, gaps.dropFirst()).allSatisfy { scale.y($0) > scale.y($1) })
  }

  @Test func theThresholdBandsSitAtTheVerdictsThresholds() throws {
    let document = try document()
    let bands = try elements(document, "//*[local-name()='rect'][@class='band']")
    let scale = Self.firstChartScale
    let edges = bands.map { (number($0, "y"), number($0, "y") + number($0, "height")) }
    let expected = [(2.0, -2.0), (-20, -50), (-50, -100), (100, 50)].map {
      (scale.y($0.0), scale.y($0.1))
    }
    #expect(edges.count == expected.count)
    for (edge, want) in zip(edges, expected) {
      #expect(abs(edge.0 - want.0) < 0.01 && abs(edge.1 - want.1) < 0.01)
    }
  }

  @Test func everyStepIsAMarkerAndEveryPostATick() throws {
    let document = try document()
    #expect(try elements(document, "//*[local-name()='line'][@class='step']").count == 2)
    #expect(try elements(document, "//*[local-name()='line'][@class='post']").count == 2)
  }

  @Test func nothingIsDrawnOutsideThePicture() throws {
    let document = try document()
    let root = try #require(document.rootElement())
    let width = number(root, "width")
    let height = number(root, "height")
    let rects = try elements(document, "//*[local-name()='rect']")
    #expect(rects.count > 20)
    for rect in rects {
      let x = number(rect, "x")
      let y = number(rect, "y")
      #expect(x >= 0 && y >= 0, "\(rect)")
      #expect(x + number(rect, "width") <= width && y + number(rect, "height") <= height, "\(rect)")
    }
  }

  @Test func theScreensAreTheStepsOutcomesAndTheWorstSample() {
    let moments = ScreenMoment.moments(of: Self.timeline())
    #expect(moments.map(\.sample.time) == [0.75, 1.5, 2])
    #expect(moments.map(\.isWorst) == [false, true, false])
    #expect(
      moments.map(\.title) == [
        "after tap text-field", "worst: covered 100 pt", "at rest, after rotate landscape-left",
      ])
  }

  @Test func thePageHoldsTheChartsTheScreensAndTheTextFolded() {
    let page = PageRenderer().render(Self.comparison, text: "a < b\n")
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.components(separatedBy: "<svg class=\"chart\"").count == 2)
    #expect(page.components(separatedBy: "<svg class=\"screens\"").count == 2)
    #expect(
      page.contains("<details><summary>The timeline as text</summary>\n<pre>a &lt; b\n</pre>"))
    // Self-contained: nothing to fetch; the replay's script and numbers are inline.
    #expect(!page.contains("src=") && !page.contains("href="))
    #expect(page.contains("<script>\n" + ReplayScript.source + "</script>\n"))
  }

  @Test func textIsEscapedAndNumbersAreFixed() {
    #expect(SVG.escape("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;")
    #expect(SVG.number(1.004) == "1")
    #expect(SVG.number(0.125) == "0.13")
    #expect(SVG.number(-0.001) == "0")
    #expect(SVG.number(12.5) == "12.5")
    #expect(SVG.number(3) == "3")
  }
}
