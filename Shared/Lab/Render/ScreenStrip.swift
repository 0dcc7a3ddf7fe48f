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

  /// Writes the strip's elements, one a line, its top at `y`.
  func write(y: Double, to output: inout some TextOutputStream) {
    let moments = run.picture.moments
    output.write(line: "<g class=\"screens\" data-variant=\"\(SVG.escape(run.variant))\">")
    for (index, moment) in moments.enumerated() {
      let sample = moment.sample
      let x = Self.screenLeft(
        slot: index, slotWidth: slotWidth, width: drawing.size(of: sample).width)
      let top = y + Self.framing
      output.write(
        line: "<g class=\"screen\(moment.isWorst ? " worst" : "")\" "
          + "data-time=\"\(NumberFormat.seconds(sample.time))\" "
          + "data-gap=\"\(NumberFormat.points(sample.gap))\">")
      let picture = drawing.picture(of: sample, x: x, y: top)
      picture.write(clipID: "\(id)-\(index)", to: &output)
      if moment.isWorst {
        output.write(line: picture.bezel.outset(by: Self.framing, .worstFrame).svg)
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
      output.write(
        line: SVG.element(
          "text",
          [
            SVG.attribute("x", center), SVG.attribute("y", captionTop + 13),
            SVG.attribute("font-size", Self.captionSize), ("text-anchor", "middle"),
            ("fill", moment.isWorst ? PictureColors.worst : PictureColors.ink),
          ],
          content: SVG.escape(caption)
            + (caption == moment.title ? "" : "<title>\(SVG.escape(moment.title))</title>")))
      output.write(
        line: SVG.text(
          "\(NumberFormat.seconds(sample.time)) s · \(VerdictText.gap(sample.gap))",
          x: center, y: captionTop + 27, size: 10, anchor: "middle",
          [("fill", PictureColors.guide)]))
      output.write(line: "</g>")
    }
    output.write(line: "</g>")
  }
}
