import SimulatedIOS
import SimulatedUIKit

/// The legend over a picture: a swatch and a few words for every kind of mark the picture draws,
/// and for those only, in rows that wrap at the picture's width. Each entry is a group whose
/// `data-explains` names the classes of the marks it explains, so that a check can match every
/// class a picture draws with an entry of its own legend.
struct PictureLegend {
  /// A kind of mark: the classes it is drawn with, its swatch, and its words.
  private typealias Entry = (classes: [String], swatch: Swatch, words: String)

  /// How an entry's mark is shown in the legend, 14 pixels wide.
  private enum Swatch {
    /// A box 10 pixels tall, with these attributes.
    case box([(String, String)])
    /// A level line through the box's middle.
    case line([(String, String)])
    /// An upright line, a tick.
    case tick([(String, String)])
  }

  /// The classes drawn by the page's script rather than in the page: the replay's frames and the
  /// charts' cursor.
  static let replayClasses = ["replay-frame", "cursor"]

  /// The entries shown, each with its left edge and its row (0 for the first).
  private var placed: [(entry: Entry, x: Double, row: Int)]

  /// The rows' distance apart, in pixels.
  static let rowHeight = 16.0
  /// The words' font size, in pixels.
  private static let size = 10.5

  /// The legend of the marks `classes` names, laid out in rows no wider than `width`.
  init(drawing classes: Set<String>, width: Double) {
    let entries = Self.entries.filter { !classes.isDisjoint(with: $0.classes) }
    placed = []
    var x = ScreenStrip.left
    var row = 0
    for entry in entries {
      let entryWidth = 18 + SVG.estimatedWidth(of: entry.words, size: Self.size)
      if x > ScreenStrip.left, x + entryWidth > width - PictureLayout.margin {
        x = ScreenStrip.left
        row += 1
      }
      placed.append((entry, x, row))
      x += entryWidth + 14
    }
  }

  /// The legend of what a picture of `comparison` at `layout` draws; with `replay`, of the page's
  /// replay too.
  init(_ comparison: Comparison, layout: PictureLayout, replay: Bool = false) {
    self.init(
      drawing: Self.classes(comparison, layout: layout).union(replay ? Self.replayClasses : []),
      width: layout.width)
  }

  /// How many pixels the rows after the first add below it.
  var extraHeight: Double { Double(placed.last?.row ?? 0) * Self.rowHeight }

  /// The legend's elements, one a line, the first row's words on the baseline `y`.
  func lines(y: Double) -> [String] {
    placed.flatMap { entry, x, row -> [String] in
      let y = y + Double(row) * Self.rowHeight
      return [
        "<g class=\"legend-entry\" data-explains=\"\(SVG.escape(entry.classes.joined(separator: " ")))\">",
        Self.swatch(entry.swatch, x: x, y: y),
        SVG.text(entry.words, x: x + 18, y: y, size: Self.size, [("fill", PictureColors.ink)]),
        "</g>",
      ]
    }
  }

  /// The swatch's element, its box's left at `x`, its bottom a pixel under the baseline `y`.
  private static func swatch(_ swatch: Swatch, x: Double, y: Double) -> String {
    switch swatch {
    case .box(let attributes):
      SVG.rect(x: x, y: y - 9, width: 14, height: 10, attributes)
    case .line(let attributes):
      SVG.line(x1: x, y1: y - 4, x2: x + 14, y2: y - 4, attributes)
    case .tick(let attributes):
      SVG.line(x1: x + 7, y1: y - 10, x2: x + 7, y2: y + 1, attributes)
    }
  }

  /// The classes of the marks a picture of `comparison` at `layout` draws: every chart's, and
  /// the shapes of every screen of every strip (each run's found on a core of its own).
  static func classes(_ comparison: Comparison, layout: PictureLayout) -> Set<String> {
    let runs = comparison.runs
    let styles = Parallel.map(runs.count) { index in
      let run = runs[index]
      let drawing = layout.drawing(for: run)
      var styles = Set<ScreenShape.Style>()
      for moment in run.picture.moments {
        let picture = drawing.picture(of: moment.sample, x: 0, y: 0)
        for shape in picture.hardware + picture.shapes { styles.insert(shape.style) }
      }
      return styles
    }
    var classes: Set<String> = ["pink-area", "covered-area", "gap-line", "axis-note", "band"]
    for (run, styles) in zip(runs, styles) {
      // The chart's area takes a blank inset's or content's fill wherever a gap of one is drawn.
      let fills: [(VerdictReason.Side, ChartRow.AreaFill)] = [
        (.blankInset, .blankInset), (.content, .content),
      ]
      for (side, fill) in fills
      where run.picture.restSide == side || run.picture.gaps.contains(where: { $0.side == side }) {
        classes.insert(fill.className)
      }
      if !run.picture.steps.isEmpty { classes.formUnion(["step", "step-label"]) }
      if !run.picture.posts.isEmpty { classes.insert("post") }
      if run.picture.moments.contains(where: \.isWorst) {
        classes.formUnion(["worst-sample", "worst-frame"])
      }
      classes.formUnion(styles.compactMap(\.className))
    }
    return classes
  }

  /// Every entry a legend may show, in the order shown: the chart's marks, then the screens'.
  private static var entries: [Entry] {
    // Bands of one colour share a swatch.
    var bands: [Entry] = []
    var colors: [String] = []
    for band in ChartBand.all {
      if let same = colors.firstIndex(of: band.color) {
        bands[same].words += " / " + band.meaning
      } else {
        colors.append(band.color)
        bands.append(
          (
            ["band"], .box(fill(band.color, opacity: band.opacity, stroke: PictureColors.guide)),
            band.meaning
          ))
      }
    }
    let chart: [Entry] = [
      (
        ["pink-area", "root-view"], .box(fill(PictureColors.pink, stroke: PictureColors.guide)),
        "pink shows (gap above 0)"
      ),
      (
        ["covered-area", "gray-view"], .box(fill(PictureColors.gray, stroke: PictureColors.guide)),
        "content (below 0: under the keyboard)"
      ),
      (
        ["gap-line", "axis-note"],
        .line([("stroke", PictureColors.ink), ("stroke-width", "1")]),
        "the gap the judge counts, beyond the layout's margins (axis stretched near 0)"
      ),
    ]
    let marks: [Entry] = [
      (
        ["step", "step-label"],
        .tick([
          ("stroke", PictureColors.ink), ("stroke-width", "0.75"), ("stroke-dasharray", "3 3"),
        ]),
        "a step"
      ),
      (
        ["post"], .tick([("stroke", PictureColors.willPost), ("stroke-width", "1.5")]),
        "a notification posted (dark: will, light: did)"
      ),
      (
        ["worst-sample", "worst-frame"],
        .box(fill("none", stroke: PictureColors.worst, strokeWidth: "2")), "the worst moment"
      ),
      (
        replayClasses, .box(fill("none", stroke: PictureColors.replay, strokeWidth: "2")),
        "the replay's screens and time"
      ),
      (["keyboard"], .box(fill(PictureColors.keyboard)), "keyboard"),
      (
        ["floating-keyboard"], .box(fill(PictureColors.keyboard, stroke: PictureColors.guide)),
        "floating keyboard"
      ),
      (
        ["keyboard-bar"], .box(fill(PictureColors.keyboard, stroke: PictureColors.ink)),
        "hardware keyboard's bar"
      ),
      (
        ["blank-inset", "blank-inset-area"],
        .box(
          fill(PictureColors.blankInset, stroke: PictureColors.guide) + [
            ("stroke-dasharray", "2 2")
          ]),
        "a scroll view's blank inset (not pink)"
      ),
      (
        ["content-area", "gap-content"],
        .box(fill(PictureColors.gray, stroke: PictureColors.guide) + [("stroke-dasharray", "2 2")]),
        "another view's fill in the gap (not pink)"
      ),
      (["text-field"], .box(fill("#ffffff", stroke: PictureColors.guide)), "text field"),
      (
        ["hidden-edge"], .line([("stroke", PictureColors.hiddenEdge), ("stroke-width", "2")]),
        "edge under the keyboard"
      ),
      (
        ["hidden-field"],
        .box(fill("none", stroke: PictureColors.ink) + [("stroke-dasharray", "3 2")]),
        "field under the keyboard"
      ),
      (
        ["table", "table-row"], .box(fill("#ffffff", stroke: PictureColors.rowSeparator)),
        "demo table and its rows"
      ),
      (["status-bar"], .box(fill("#000000")), "opaque status bar"),
      (
        ["translucent-status-bar"],
        .box(fill("#ffffff", opacity: "0.6", stroke: PictureColors.guide)),
        "translucent status bar"
      ),
      (
        ["home-button"], .box(fill(PictureColors.bezel, stroke: PictureColors.guide)),
        "home button"
      ),
      (["home-indicator"], .box(fill(PictureColors.ink)), "home indicator"),
      (["letterbox"], .box(fill("#000000")), "around an app shown scaled"),
      (["other-app"], .box(fill(PictureColors.otherApp)), "other apps around the window"),
    ]
    return chart + bands + marks
  }

  /// A box swatch's attributes: its fill, and its outline when `stroke` is given.
  private static func fill(
    _ fill: String, opacity: String = "1", stroke: String? = nil, strokeWidth: String = "0.5"
  ) -> [(String, String)] {
    [("fill", fill), ("fill-opacity", opacity)]
      + (stroke.map { [("stroke", $0), ("stroke-width", strokeWidth)] } ?? [])
  }
}
