import SimulatedUIKit

/// Where a picture's parts go: one chart scale and one screen scale for every row, so that rows
/// compare at a glance.
struct PictureLayout {
  /// The picture's width in pixels.
  var width: Double
  /// The chart scale, its `top` at 0 (each row moves it to its own plot).
  var chart: ChartScale
  /// The screens' pixels a point of the device's screen: one for every run.
  var scale: Double
  /// The tallest screen, bezel included.
  var screenHeight: Double
  /// Each screen's slot across.
  var slotWidth: Double

  /// The longest side of the largest device, chins included, in pixels.
  static let screenSize = 150.0
  /// The plot's height: the gap's range above and below the zero line.
  static let plotHeight = 120.0
  /// The narrowest picture.
  static let smallestWidth = 960.0
  /// The margin right of everything, and left of the chart's labels.
  static let margin = 20.0
  /// Room left of the plot for the gap axis's labels.
  static let labelRoom = 84.0

  /// The layout that fits every run of `comparison`.
  init(_ comparison: Comparison) {
    let longest =
      comparison.runs.flatMap { run in
        run.picture.moments.map {
          ScreenDrawing(scale: 1, run.header).deviceLongSide(of: $0.sample)
        }
      }.max() ?? 1
    let scale = Self.screenSize / max(longest, 1)
    self.scale = scale
    let sizes = comparison.runs.flatMap { run in
      run.picture.moments.map { ScreenDrawing(scale: scale, run.header).size(of: $0.sample) }
    }
    screenHeight = sizes.map(\.height).max() ?? 0
    slotWidth = Self.slotWidth(forScreensUpTo: sizes.map(\.width).max() ?? 0)
    let screens = comparison.runs.map(\.picture.moments.count).max() ?? 0
    width = max(Self.smallestWidth, ScreenStrip.left + Double(screens) * slotWidth + Self.margin)
    chart = ChartScale.fitting(
      comparison.runs, left: Self.labelRoom, width: width - Self.labelRoom - Self.margin, top: 0,
      height: Self.plotHeight)
  }

  /// A slot across for screens at most `width` pixels wide, bezel included: room for them and for
  /// their captions (180 px holds `at rest, after tap background` whole).
  static func slotWidth(forScreensUpTo width: Double) -> Double {
    max(180, width + 16)
  }

  /// The chart of run `index` with its row's top at `y`.
  func chartRow(_ run: ComparedRun, index: Int, y: Double) -> ChartRow {
    var scale = chart
    scale.top = y + ChartRow.headroom
    return ChartRow(run: run, scale: scale, id: "chart\(index)")
  }

  /// The drawing of `run`'s screens, on its device as it appears there, at the picture's scale.
  func drawing(for run: ComparedRun) -> ScreenDrawing {
    ScreenDrawing(scale: scale, run.header)
  }

  /// The screens of run `index`.
  func strip(_ run: ComparedRun, index: Int) -> ScreenStrip {
    ScreenStrip(
      run: run, drawing: drawing(for: run), screenHeight: screenHeight, slotWidth: slotWidth,
      id: "screen\(index)")
  }

  /// A chart's height.
  var chartHeight: Double { ChartRow.height(plotHeight: Self.plotHeight) }
}
