import SimulatedUIKit

/// A page's replay (`PageRenderer`): every run's screen at each of its 60 Hz samples and its
/// rests, side by side in one SVG, drawn by `ScreenDrawing` at the strips' scale, with what the
/// page's script needs to play them in step: every entry's time of every run, the charts' cursor
/// at each, and each run's frames (`ReplayRun`).
struct Replay {
  /// The most 60 Hz samples a run may have for its page to get a replay: 20,000, five and a half
  /// minutes of motion, whose drawings add some 8 MB to the page. A longer run (`RunPicture` keeps
  /// no samples of it) gets the static strips alone, and the page says so (`refusal(for:)`).
  static let sampleLimit = 20_000
  /// Room under a slot's screens for its three lines of caption.
  static let captionRoom = 46.0

  /// The player's times: every entry's time of every run (`ReplayRun.times`), in order, each once.
  var times: [Double]
  /// Each run's frames, in the comparison's order.
  var runs: [ReplayRun]
  /// The charts' cursor at each of `times`: its x in a chart's pixels.
  var cursorX: [Double]
  /// The cursor's top and bottom: the plot's.
  var cursorTop: Double
  var cursorBottom: Double
  /// The SVG's width: the picture's.
  var width: Double
  /// Each run's slot across, and the tallest screen of every frame, bezel included.
  var slotWidth: Double
  var screenHeight: Double
  /// How many slots a row holds.
  var columns: Int

  /// Why `comparison` gets no replay, in one sentence; `nil` when it gets one.
  static func refusal(for comparison: Comparison) -> String? {
    if let run = comparison.runs.first(where: { $0.picture.samples == nil }) {
      return "No replay: \(run.variant) took \(grouped(run.measurements.sampleCount)) samples, "
        + "more than the \(grouped(sampleLimit)) a replay draws of a run."
    }
    if comparison.runs.allSatisfy({ $0.picture.samples?.isEmpty ?? true }) {
      return "No replay: nothing moved, so no sample was taken."
    }
    return nil
  }

  /// The replay of `comparison`, whose every run kept its samples (`refusal(for:)` is `nil`),
  /// drawn at the scale of `layout`.
  init(_ comparison: Comparison, layout: PictureLayout) {
    let samples = comparison.runs.map { $0.picture.samples ?? [] }
    let sizes = zip(comparison.runs, samples).flatMap { run, samples in
      samples.map(layout.drawing(for: run).size(of:))
    }
    slotWidth = PictureLayout.slotWidth(forScreensUpTo: sizes.map(\.width).max() ?? 0)
    screenHeight = sizes.map(\.height).max() ?? 0
    width = layout.width
    columns = max(1, Int((width - ScreenStrip.left - PictureLayout.margin) / slotWidth))
    times = []
    cursorX = []
    let scale = layout.chartRow(comparison.runs[0], index: 0, y: 0).scale
    cursorTop = scale.top
    cursorBottom = scale.bottom
    runs = []
    for (index, run) in comparison.runs.enumerated() {
      let slot = self.slot(index)
      runs.append(
        ReplayRun(
          run, samples: samples[index], rests: run.picture.restScreens,
          drawing: layout.drawing(for: run), framing: ScreenStrip.framing
        ) { screenWidth in
          (
            ScreenStrip.screenLeft(slot: slot.column, slotWidth: slotWidth, width: screenWidth),
            slot.top + ScreenStrip.framing
          )
        })
    }
    times = Set(runs.flatMap(\.times)).sorted()
    cursorX = times.map(scale.x)
  }

  /// Run `index`'s slot: its column, and its row's top.
  func slot(_ index: Int) -> (column: Int, top: Double) {
    (index % columns, Double(index / columns) * rowHeight)
  }

  /// A row's height: the framed screens and their captions.
  var rowHeight: Double { ScreenStrip.framing * 2 + screenHeight + Self.captionRoom }

  /// The SVG's height.
  var height: Double { Double((runs.count + columns - 1) / columns) * rowHeight }

  /// `20000` as `20,000`.
  private static func grouped(_ number: Int) -> String {
    var digits = String(number)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return digits
  }
}
