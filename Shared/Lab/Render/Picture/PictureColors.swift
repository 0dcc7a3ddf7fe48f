import SimulatedIOS
import SimulatedUIKit

/// The colours of the pictures: the sample apps' own for what they show, and a few for guides.
enum PictureColors {
  /// The root view's background in every sample: RGB 1.0, 0.4, 1.0.
  static let pink = "#ff66ff"
  /// The gray view's background in every sample: white 0.75.
  static let gray = "#bfbfbf"
  /// A scroll view's blank inset, where the judge names one (`GapFill.blankInset`): in the
  /// screens and in the chart's area above the zero line alike, a pale blue that is neither pink
  /// (the background) nor the gray of content; used for nothing else (its legend swatch aside),
  /// so that a check can find it.
  static let blankInset = "#d6ebff"
  /// The keyboard's background.
  static let keyboard = "#cdd0d6"
  /// A key.
  static let key = "#f7f7f7"
  /// The other app beside a Split View pane.
  static let otherApp = "#e5e5ea"
  /// The line under each row of a demo's table: UIKit's separator gray.
  static let rowSeparator = "#c8c7cc"
  /// The device around the screen.
  static let bezel = "#1c1c1e"
  /// The frame that marks the worst screen; used for nothing else (its legend swatch aside), so
  /// that a check can find it.
  static let worst = "#e0001b"
  /// The gray view's bottom edge where the keyboard hides it; used for nothing else (its legend
  /// swatch aside).
  static let hiddenEdge = "#0050ff"
  /// The frame around each screen of the replay and the charts' cursor (`Replay`); used for
  /// nothing else, so that a check can find them.
  static let replay = "#00a0a0"
  /// Text and the gap's line.
  static let ink = "#222222"
  /// Axes, ticks and secondary text.
  static let guide = "#888888"
  /// The band within 2 pt of a clean run.
  static let cleanBand = "#2e9e44"
  /// The band where the text field is partly covered.
  static let partlyCoveredBand = "#f5a623"
  /// The bands where the field is hidden or a pink band is open.
  static let glitchBand = "#d0021b"
  /// Will-notification ticks.
  static let willPost = "#6a3d9a"
  /// Did-notification ticks.
  static let didPost = "#cab2d6"

  /// The fill of a verdict's cell or label.
  static func verdict(_ verdict: Verdict) -> String {
    switch verdict {
    case .clean: "#b7e1c1"
    case .slivers: "#fff2a8"
    case .glitch: "#ffc48a"
    case .stuck: "#f4a3a3"
    case .notApplicable: "#d9d9d9"
    }
  }
}
