import SimulatedIOS
import SimulatedUIKit

/// One variant's chart: the gap over time, pink above the zero line and covered below, over
/// faint bands at the thresholds of `docs/behaviour-model.md` §1, with the steps as labelled markers and
/// each notification post as a tick.
struct ChartRow {
  /// The run drawn.
  var run: ComparedRun
  /// The scale every row of the picture shares; its `top` is this row's plot's top.
  var scale: ChartScale
  /// Makes the ids of this row's clip paths unique in a document.
  var id: String

  /// Pixels above the plot: the title, the step labels and the post ticks.
  static let headroom = 46.0
  /// Pixels below the plot: the time axis.
  static let footroom = 22.0

  /// The replay's cursor on the plot (`Replay`): a vertical line at the player's time, drawn by
  /// the page's script with these attributes.
  static let cursorAttributes = [
    ("stroke", PictureColors.replay), ("stroke-width", "1.5"), ("class", "cursor"),
  ]

  /// The height of the row for a plot `plotHeight` tall.
  static func height(plotHeight: Double) -> Double {
    headroom + plotHeight + footroom
  }

  /// Writes the row's elements, one a line.
  func write(to output: inout some TextOutputStream) {
    let top = scale.top - Self.headroom
    output.write(lines: [
      "<g class=\"chart\" data-variant=\"\(SVG.escape(run.variant))\" data-range=\"\(SVG.number(scale.range))\" data-duration=\"\(SVG.number(scale.duration))\">",
      SVG.text(
        "\(run.variant)\(run.header.deploymentNote == nil ? "" : " (what-if)"): "
          // The resting finding is the text's and the page's: one line has no room for it.
          + VerdictText.describe(run.verdict, run.reason, withFinding: false), x: 20,
        y: top + 14, size: 13, [("font-weight", "bold")]),
    ])
    output.write(lines: bands())
    output.write(lines: area())
    writeAxes(to: &output)
    writeSteps(top: top, to: &output)
    writePosts(top: top, to: &output)
    output.write(lines: worst())
    output.write(line: "</g>")
  }

  /// The thresholds: within 2 pt, the field partly covered, the field hidden and a band.
  private func bands() -> [String] {
    ChartBand.all.map { band in
      let upper = scale.y(min(band.upper, scale.range))
      let lower = scale.y(max(band.lower, -scale.range))
      return SVG.rect(
        x: scale.left, y: upper, width: scale.width, height: lower - upper,
        [("fill", band.color), ("fill-opacity", band.opacity), ("class", "band")])
    }
  }

  /// The gap as an area: above the zero line in what fills the gap as the judge classes it (pink,
  /// the pale blue of a scroll view's blank inset, or content's gray where another view's own fill
  /// shows), the gray view's gray below, and its line.
  /// The points are written as bytes, digit by digit: a long run's path has hundreds of thousands.
  private func area() -> [String] {
    let points = curve()
    // `x,y x,y …` for the line.
    var line: [UInt8] = []
    line.reserveCapacity(points.count * 14)
    for (index, each) in points.enumerated() {
      if index > 0 { line.append(UInt8(ascii: " ")) }
      append(each, to: &line)
    }
    let middle = scale.y(0)
    var elements = [
      SVG.element(
        "clipPath", [("id", "\(id)-above")],
        content: SVG.rect(
          x: scale.left, y: scale.top, width: scale.width, height: middle - scale.top)),
      SVG.element(
        "clipPath", [("id", "\(id)-below")],
        content: SVG.rect(
          x: scale.left, y: middle, width: scale.width, height: scale.bottom - middle)),
    ]
    for stretch in Self.stretches(of: points) {
      elements.append(
        SVG.element(
          "path", "d", bytes: outline(points[stretch.points]),
          [
            ("fill", stretch.fill.color), ("clip-path", "url(#\(id)-above)"),
            ("class", stretch.fill.className),
          ]))
    }
    elements += [
      SVG.element(
        "path", "d", bytes: outline(points[...]),
        [
          ("fill", PictureColors.gray), ("clip-path", "url(#\(id)-below)"),
          ("class", "covered-area"),
        ]),
      SVG.element(
        "polyline", "points", bytes: line,
        [
          ("fill", "none"), ("stroke", PictureColors.ink), ("stroke-width", "1"),
          ("class", "gap-line"),
        ]),
    ]
    return elements
  }

  /// What fills the area above the zero line: pink, a scroll view's blank inset, or content.
  enum AreaFill {
    case pink
    case blankInset
    case content

    /// The area's colour: the pink root view's, the blank inset's as the screens draw it, or
    /// content's gray.
    var color: String {
      switch self {
      case .pink: PictureColors.pink
      case .blankInset: PictureColors.blankInset
      case .content: PictureColors.gray
      }
    }

    /// The class the legend explains it by.
    var className: String {
      switch self {
      case .pink: "pink-area"
      case .blankInset: "blank-inset-area"
      case .content: "content-area"
      }
    }
  }

  /// The curve's stretches above the zero line of one fill, in order: each segment takes the fill
  /// of the point it ends at, a point with no gap above zero its predecessor's (pink at the start),
  /// so that a run whose every gap is pink is one stretch, the whole curve.
  static func stretches(of points: [(time: Double, gap: Double, side: VerdictReason.Side?)])
    -> [(fill: AreaFill, points: ClosedRange<Int>)]
  {
    var stretches: [(fill: AreaFill, points: ClosedRange<Int>)] = []
    var fill = AreaFill.pink
    for index in points.indices.dropFirst() {
      switch points[index].side {
      case .pink: fill = .pink
      case .blankInset: fill = .blankInset
      case .content: fill = .content
      case .covered, nil: break
      }
      if let last = stretches.last, last.fill == fill {
        stretches[stretches.count - 1].points = last.points.lowerBound...index
      } else {
        stretches.append((fill, (index - 1)...index))
      }
    }
    return stretches
  }

  /// `Mx,0 Lx,y Lx,y … Lx,0 Z`: the outline of the area between `points` and the zero line.
  private func outline(_ points: ArraySlice<(time: Double, gap: Double, side: VerdictReason.Side?)>)
    -> [UInt8]
  {
    let zero = SVG.number(scale.y(0))
    var outline: [UInt8] = []
    outline.reserveCapacity(points.count * 16 + 40)
    outline += "M\(SVG.number(scale.x(points.first?.time ?? 0))),\(zero) L".utf8
    for (index, each) in zip(points.indices, points) {
      if index > points.startIndex { outline += " L".utf8 }
      append(each, to: &outline)
    }
    outline += " L\(SVG.number(scale.x(points.last?.time ?? 0))),\(zero) Z".utf8
    return outline
  }

  /// Appends `x,y` of `point` to `bytes`.
  private func append(
    _ point: (time: Double, gap: Double, side: VerdictReason.Side?), to bytes: inout [UInt8]
  ) {
    SVG.append(number: scale.x(point.time), to: &bytes)
    bytes.append(UInt8(ascii: ","))
    SVG.append(number: scale.y(point.gap), to: &bytes)
  }

  /// The gap through time: 0 from the start (the gray view fills the view at launch), each
  /// sample, held between runs of samples (nothing moved), each rest before a later step at its
  /// time, then the state at rest to the end. A change after a pause starts a frame before its
  /// first sample, or at the step that made it when that is later: never before its step, and a
  /// jump at a step is drawn upright. A rest is drawn as the judge judged it: the gap held up to
  /// its time, then upright to the rest's own, before a sample of the same time (the rest is the
  /// screen the next step begins on). A sample between two rests may stand as far as either rest
  /// and count 0 where the settled screen counts all beyond the layout's margin. Each point keeps
  /// what fills its gap, as its sample's or its rest's (`RunPicture.gaps`, `RunPicture.rests`).
  func curve() -> [(time: Double, gap: Double, side: VerdictReason.Side?)] {
    let frame = 1 / 60.0
    let stepTimes = run.picture.steps.map(\.time)
    var nextStep = 0
    var points: [(time: Double, gap: Double, side: VerdictReason.Side?)] = [(0, 0, nil)]
    let rests = run.picture.rests
    var nextRest = 0
    for sample in run.picture.gaps {
      while nextRest < rests.count, rests[nextRest].time <= sample.time {
        Self.append(rest: rests[nextRest], to: &points, unlessHeld: true)
        nextRest += 1
      }
      let previous = points[points.count - 1]
      if sample.time - previous.time > frame * 1.5 {
        var start = sample.time - frame
        while nextStep < stepTimes.count, stepTimes[nextStep] <= sample.time {
          if stepTimes[nextStep] > previous.time { start = max(start, stepTimes[nextStep]) }
          nextStep += 1
        }
        points.append((start, previous.gap, previous.side))
      }
      points.append(sample)
    }
    for rest in rests[nextRest...] { Self.append(rest: rest, to: &points, unlessHeld: true) }
    let rest = run.picture.rest
    Self.append(
      rest: (rest.time, run.picture.restGap, run.picture.restSide), to: &points, unlessHeld: false)
    points.append((scale.duration, run.picture.restGap, run.picture.restSide))
    return points
  }

  /// Appends a settled screen to `points`: the last point's gap held to `rest`'s time (or to the
  /// last point's, when that is later), then `rest`'s own gap there; nothing when `unlessHeld` and
  /// the line already holds that gap and fill, which the next point holds on through it.
  private static func append(
    rest: (time: Double, gap: Double, side: VerdictReason.Side?),
    to points: inout [(time: Double, gap: Double, side: VerdictReason.Side?)], unlessHeld: Bool
  ) {
    let last = points[points.count - 1]
    if unlessHeld, rest.gap == last.gap, rest.side == last.side { return }
    if rest.time > last.time { points.append((rest.time, last.gap, last.side)) }
    points.append((max(rest.time, last.time), rest.gap, rest.side))
  }

  /// Writes the plot's frame, its zero line, the gap axis's labels and the time axis's ticks.
  private func writeAxes(to output: inout some TextOutputStream) {
    output.write(lines: [
      SVG.rect(
        x: scale.left, y: scale.top, width: scale.width, height: scale.height,
        [("fill", "none"), ("stroke", PictureColors.guide), ("stroke-width", "0.5")]),
      SVG.line(
        x1: scale.left, y1: scale.y(0), x2: scale.left + scale.width, y2: scale.y(0),
        [("stroke", PictureColors.guide), ("stroke-width", "0.5")]),
      SVG.text(
        "pink \(NumberFormat.points(scale.range))", x: scale.left - 6, y: scale.top + 9, size: 10,
        anchor: "end", [("fill", PictureColors.guide)]),
      SVG.text(
        "0 pt", x: scale.left - 6, y: scale.y(0) + 3.5, size: 10, anchor: "end",
        [("fill", PictureColors.guide)]),
      SVG.text(
        "covered \(NumberFormat.points(scale.range))", x: scale.left - 6, y: scale.bottom - 2,
        size: 10, anchor: "end", [("fill", PictureColors.guide)]),
      // The axis is not straight: said where the numbers are read.
      SVG.text(
        "stretched near 0", x: 14, y: scale.y(0), size: 9, anchor: "middle",
        [
          ("fill", PictureColors.guide),
          ("transform", "rotate(-90 14 \(SVG.number(scale.y(0))))"), ("class", "axis-note"),
        ]),
    ])
    // The field's height with its margin, where the glitch bands begin, marked on both sides.
    let band = VerdictRules.standard.pinkBandHeight
    if band < scale.range {
      for gap in [band, -band] {
        output.write(
          line: SVG.line(
            x1: scale.left - 3, y1: scale.y(gap), x2: scale.left, y2: scale.y(gap),
            [("stroke", PictureColors.guide), ("stroke-width", "0.5")]))
        // Its number only where it clears the range's at the plot's edge.
        guard abs(scale.y(gap) - scale.y(gap > 0 ? scale.range : -scale.range)) >= 14 else {
          continue
        }
        output.write(
          line: SVG.text(
            NumberFormat.points(band), x: scale.left - 6, y: scale.y(gap) + 3.5, size: 10,
            anchor: "end", [("fill", PictureColors.guide)]))
      }
    }
    let halves = Int((scale.duration * 2).rounded())
    for half in 0...halves {
      let time = Double(half) / 2
      let x = scale.x(time)
      output.write(
        line: SVG.line(
          x1: x, y1: scale.bottom, x2: x, y2: scale.bottom + 4,
          [("stroke", PictureColors.guide), ("stroke-width", "0.5")]))
      output.write(
        line: SVG.text(
          "\(NumberFormat.seconds(time)) s", x: x, y: scale.bottom + 15, size: 10,
          anchor: half == 0 ? "start" : half == halves ? "end" : "middle",
          [("fill", PictureColors.guide)]))
    }
  }

  /// Writes each step: a dashed line through the plot and its text above it. Steps at the same
  /// instant share one line and one label; a label that would run into the next one is cut
  /// short, with `…` and its whole text as a tooltip, so that no two labels overlap.
  private func writeSteps(top: Double, to output: inout some TextOutputStream) {
    let labels = StepLabel.layout(
      run.picture.steps, x: scale.x, right: scale.left + scale.width)
    for label in labels {
      output.write(
        line: SVG.line(
          x1: label.x, y1: top + 20, x2: label.x, y2: scale.bottom,
          [
            ("stroke", PictureColors.ink), ("stroke-width", "0.75"), ("stroke-dasharray", "3 3"),
            ("class", "step"),
          ]))
      let tooltip = label.shown == label.text ? "" : "<title>\(SVG.escape(label.text))</title>"
      output.write(
        line: SVG.element(
          "text",
          [
            SVG.attribute("x", label.anchorX), SVG.attribute("y", top + 29),
            SVG.attribute("font-size", StepLabel.size), ("text-anchor", label.anchor),
            ("class", "step-label"),
          ], content: SVG.escape(label.shown) + tooltip))
    }
  }

  /// Writes each notification post: a tick above the plot, dark for the "will" family. The ticks
  /// are put together as bytes, as `SVG.element` writes them, and written some at a time: a long
  /// run has tens of thousands.
  private func writePosts(top: Double, to output: inout some TextOutputStream) {
    var bytes: [UInt8] = []
    for post in run.picture.posts {
      let x = scale.x(post.time)
      // A byte search: the names are ASCII, and `String.contains` costs more than the tick.
      let name = post.name.utf8
      let isWill = name.indices.contains { name[$0...].starts(with: "Will".utf8) }
      bytes += "<line x1=\"".utf8
      SVG.append(number: x, to: &bytes)
      bytes += "\" y1=\"".utf8
      SVG.append(number: top + 34, to: &bytes)
      bytes += "\" x2=\"".utf8
      SVG.append(number: x, to: &bytes)
      bytes += "\" y2=\"".utf8
      SVG.append(number: top + 42, to: &bytes)
      bytes += isWill ? Self.willPostStroke : Self.didPostStroke
      // The time's digits and the words need no escaping.
      bytes += "\" stroke-width=\"1.5\" class=\"post\"><title>".utf8
      bytes += NumberFormat.seconds(post.time).utf8
      bytes += " s post ".utf8
      bytes += SVG.escape(post.name).utf8
      bytes += "</title></line>\n".utf8
      if bytes.count >= 1 << 16 {
        output.write(String(decoding: bytes, as: UTF8.self))
        bytes.removeAll(keepingCapacity: true)
      }
    }
    output.write(String(decoding: bytes, as: UTF8.self))
  }

  /// A tick's stroke attribute, after its numbers: the "will" family's and the others'.
  private static let willPostStroke = Array(
    "\" stroke=\"\(SVG.escape(PictureColors.willPost))".utf8)
  private static let didPostStroke = Array("\" stroke=\"\(SVG.escape(PictureColors.didPost))".utf8)

  /// A dot on the worst sample, the one the screens mark.
  private func worst() -> [String] {
    guard let moment = run.picture.moments.first(where: \.isWorst) else {
      return []
    }
    return [
      SVG.element(
        "circle",
        [
          SVG.attribute("cx", scale.x(moment.sample.time)),
          SVG.attribute("cy", scale.y(VerdictRules.standard.shownGap(of: moment.sample))),
          ("r", "3"),
          ("fill", PictureColors.ink), ("class", "worst-sample"),
        ])
    ]
  }
}
