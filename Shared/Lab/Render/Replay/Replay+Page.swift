import SimulatedUIKit

/// How a replay is written into its page: the player (the controls, the worst buttons and the
/// screens' SVG) in a container that stays hidden until the page's script shows it, and the
/// numbers the script plays as JSON.
extension Replay {
  /// The heading over the player.
  static let heading = "Replay"
  /// The play button's two labels.
  static let playLabel = "play"
  static let pauseLabel = "pause"
  /// The speed choice: each option's value for the script, and its label.
  static let speeds = [("1", "1×"), ("0.25", "¼×"), ("frame", "frame by frame")]
  /// What leads the worst buttons.
  static let worstLabel = "worst:"
  /// A screen's caption before its run's first sample.
  static let before = "no sample yet"
  /// The lines a page's head adds for the player.
  static let style = [
    "#replay p { margin: 6px 0; font-size: 13px; }",
    "#replay-slider { width: 360px; vertical-align: middle; }",
    "#replay-time { display: inline-block; min-width: 5em; }",
  ]

  /// The container with `content`, hidden until the script shows it: a page whose script does
  /// not run shows nothing of it.
  static func container(_ content: [String]) -> [String] {
    ["<div id=\"replay\" hidden>", "<h2>\(heading)</h2>"] + content + ["</div>"]
  }

  /// The player: the controls, a button per run with a worst screen, and the screens' SVG, its
  /// slots empty for the script to draw.
  func player() -> [String] {
    let speeds = Self.speeds.map { "<option value=\"\($0.0)\">\($0.1)</option>" }.joined()
    var lines = [
      "<p><button type=\"button\" id=\"replay-play\" data-playing=\"\(Self.pauseLabel)\">"
        + "\(Self.playLabel)</button> <input type=\"range\" id=\"replay-slider\" min=\"0\" "
        + "max=\"\(times.count - 1)\" value=\"0\" aria-label=\"time\"> "
        + "<output id=\"replay-time\"></output> <label>speed <select id=\"replay-speed\">"
        + speeds + "</select></label></p>"
    ]
    let worst = runs.indices.compactMap { index -> String? in
      let run = runs[index]
      guard let sample = run.worst else { return nil }
      return "<button type=\"button\" data-run=\"\(index)\" title=\"\(SVG.escape(run.variant)) "
        + "at \(NumberFormat.seconds(run.times[sample])) s\">\(SVG.escape(run.shortName))</button>"
    }
    if !worst.isEmpty {
      lines.append("<p>\(Self.worstLabel) " + worst.joined(separator: " ") + "</p>")
    }
    var screens: [String] = []
    for (index, run) in runs.enumerated() {
      let slot = slot(index)
      let center = ScreenStrip.left + (Double(slot.column) + 0.5) * slotWidth
      let captionTop = slot.top + ScreenStrip.framing * 2 + screenHeight
      screens += [
        "<g class=\"replay-screen\" data-index=\"\(index)\" "
          + "data-variant=\"\(SVG.escape(run.variant))\">",
        SVG.element(
          "clipPath", [("id", "replay-clip-\(index)")],
          content: SVG.element("rect", [("class", "replay-clip")])),
        SVG.element("g", [("class", "replay-outside")]),
        SVG.element(
          "g", [("class", "replay-inside"), ("clip-path", "url(#replay-clip-\(index))")]),
        SVG.text(
          run.shortName, x: center, y: captionTop + 13, size: 10.5, anchor: "middle",
          [("font-weight", "bold"), ("fill", PictureColors.ink)]),
        SVG.text(
          "", x: center, y: captionTop + 27, size: 10, anchor: "middle",
          [("fill", PictureColors.ink), ("class", "replay-numbers")]),
        SVG.text(
          "", x: center, y: captionTop + 40, size: 10, anchor: "middle",
          [("fill", PictureColors.guide), ("class", "replay-finding")]),
        "</g>",
      ]
    }
    lines.append(PageRenderer.svg(width: width, height: height, screens, "replay"))
    return lines
  }

  /// Writes the numbers the script plays (`ReplayData`) as the JSON of a
  /// `<script type="application/json">`.
  func writeData(to output: inout some TextOutputStream) {
    output.write("<script type=\"application/json\" id=\"replay-data\">\n")
    ReplayData.write(self, to: &output)
    output.write("\n</script>\n")
  }
}
