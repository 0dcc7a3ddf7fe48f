import SimulatedUIKit

/// A run's screens in a row, at the moments that matter (`ScreenMoment`), each with a caption;
/// the worst one framed in red.
struct ScreenStrip {
  /// The run drawn.
  var run: ComparedRun
  /// The drawing every strip of the picture shares.
  var drawing: ScreenDrawing
  /// The captions' first line's font size, in pixels.
  static let captionSize = 10.5
  /// The tallest screen of the picture, bezel included, so that captions line up across rows.
  var screenHeight: Double
  /// Each screen's slot across.
  var slotWidth: Double
  /// Makes the ids of this strip's clip paths unique in a document.
  var id: String

  /// The left edge of the first slot.
  static let left = 20.0
  /// The gap between a screen's bezel and its frame: the worst screen's red one, and each
  /// replay screen's (`Replay`).
  static let framing = 4.0

  /// The left edge of a screen `width` pixels wide, centred in slot `slot` (0 for the first) of
  /// slots `slotWidth` apart, on a whole pixel.
  static func screenLeft(slot: Int, slotWidth: Double, width: Double) -> Double {
    (left + Double(slot) * slotWidth + (slotWidth - width) / 2).rounded()
  }

  /// The strip's height below its top.
  var height: Double { Self.framing + screenHeight + Self.framing + 32 }

  /// Writes the strip's elements, one a line, its top at `y`: each screen's put together as bytes
  /// and written at once (a long run's strip has thousands of screens of some thirty elements).
  func write(y: Double, to output: inout some TextOutputStream) {
    let moments = run.picture.moments
    output.write(line: "<g class=\"screens\" data-variant=\"\(SVG.escape(run.variant))\">")
    var bytes: [UInt8] = []
    for (index, moment) in moments.enumerated() {
      bytes.removeAll(keepingCapacity: true)
      write(moment, index: index, y: y, to: &bytes)
      output.write(String(decoding: bytes, as: UTF8.self))
    }
    output.write(line: "</g>")
  }

  /// Appends screen `index`'s elements to `bytes`, one a line: the screen at `moment`, its frame
  /// when it is the worst, and its caption.
  private func write(_ moment: ScreenMoment, index: Int, y: Double, to bytes: inout [UInt8]) {
    func append(line: String) {
      bytes += line.utf8
      bytes.append(UInt8(ascii: "\n"))
    }
    let sample = moment.sample
    let x = Self.screenLeft(
      slot: index, slotWidth: slotWidth, width: drawing.size(of: sample).width)
    let top = y + Self.framing
    append(
      line: "<g class=\"screen\(moment.isWorst ? " worst" : "")\" "
        + "data-time=\"\(NumberFormat.seconds(sample.time))\" "
        + "data-gap=\"\(NumberFormat.points(sample.gap))\">")
    let picture = drawing.picture(of: sample, x: x, y: top)
    picture.write(clipID: "\(id)-\(index)", to: &bytes)
    if moment.isWorst {
      picture.bezel.outset(by: Self.framing, .worstFrame).write(to: &bytes)
      bytes.append(UInt8(ascii: "\n"))
    }
    let center = Self.left + (Double(index) + 0.5) * slotWidth
    let captionTop = y + Self.framing + screenHeight + Self.framing
    // A caption wider than its slot is cut short, its whole text a tooltip, so that it never
    // runs into its neighbour's (`after hardware-keyboard attach`).
    let room = slotWidth - 8
    // The step's own words matter most: `after ` goes first.
    var caption = moment.title
    if SVG.estimatedWidth(of: caption, size: Self.captionSize) > room,
      caption.hasPrefix("after ")
    {
      caption.removeFirst(6)
    }
    caption = SVG.shortened(caption, toFit: room, size: Self.captionSize)
    append(
      line: SVG.element(
        "text",
        [
          SVG.attribute("x", center), SVG.attribute("y", captionTop + 13),
          SVG.attribute("font-size", Self.captionSize), ("text-anchor", "middle"),
          ("fill", moment.isWorst ? PictureColors.worst : PictureColors.ink),
        ],
        content: SVG.escape(caption)
          + (caption == moment.title ? "" : "<title>\(SVG.escape(moment.title))</title>")))
    append(
      line: SVG.text(
        "\(NumberFormat.seconds(sample.time)) s · \(VerdictText.gap(sample.gap, of: sample))",
        x: center, y: captionTop + 27, size: 10, anchor: "middle",
        [("fill", PictureColors.guide)]))
    append(line: "</g>")
  }
}
