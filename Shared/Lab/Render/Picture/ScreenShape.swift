import SimulatedUIKit

/// One rectangle or line of a drawn screen (`ScreenDrawing`), in pixels: what the static strips
/// write as SVG and the replay sends to the page as numbers, so that both draw the same screen.
struct ScreenShape {
  /// What a shape is, and so how it is drawn: its element, its colours and its class.
  enum Style: Int, CaseIterable {
    /// The screen's rectangle, which clips the shapes `inside` it; not drawn.
    case screen
    /// The device around the screen.
    case bezel
    /// The pink root view.
    case rootView
    /// The gray view, from the screen's top down to its bottom edge.
    case grayView
    /// The text field.
    case textField
    /// The keyboard's background.
    case keyboard
    /// One key.
    case key
    /// The gray view's bottom edge drawn over the keyboard that hides it: a line.
    case hiddenEdge
    /// The text field's outline drawn over the keyboard that hides it.
    case hiddenField
    /// The red frame around the worst screen of a strip.
    case worstFrame
    /// The frame around each screen of the replay.
    case replayFrame
    /// An undocked or split iPad keyboard where it floats over the content (one shape a half).
    case floatingKeyboard
    /// A hardware keyboard's bar (the Shortcut Bar, or a candidate bar) at the screen's bottom.
    case keyboardBar
    /// A technique's demo table: its frame, white.
    case table
    /// A row of a demo table: the separator line under it.
    case tableRow
    /// The status bar before iOS 7, opaque black; or the space above a root view that sits below
    /// the status bar.
    case statusBar
    /// The status bar from iOS 7, translucent over the content.
    case translucentStatusBar
    /// The home button in the device's chin, where it has one: a circle.
    case homeButton
    /// The screen around an iPhone-only app shown scaled inside it (compatibility mode on an
    /// iPad, letterboxed or zoomed on an iPhone): black.
    case letterbox
    /// The screen around the app's window: the other apps', beside a Split View pane or around a
    /// Stage Manager window.
    case otherApp
    /// The home indicator at the bottom of a screen without a home button: a short dark bar.
    case homeIndicator
    /// The blank inset of the scroll view holding the field: below what it can show, down to its
    /// own bottom or the keyboard's top (`GapFill.blankInset`).
    case blankInset
    /// Another view's own fill showing between the edge and the keyboard's top, where the judge
    /// names it content (`GapFill.content`): gray, dashed outline.
    case gapContent

    /// Where a shape of this style goes: `clip` (the screen's clip, not drawn), `inside` the
    /// clip, or `outside` it.
    var place: String {
      switch self {
      case .screen: "clip"
      case .bezel, .worstFrame, .replayFrame, .homeButton: "outside"
      default: "inside"
      }
    }

    /// Whether the shape is a line (the hidden edge, a row's separator) rather than a rectangle.
    private var isLine: Bool { self == .hiddenEdge || self == .tableRow }

    /// The SVG element: `line` for a line, `ellipse` for the home button, `rect` for the others.
    var element: String { isLine ? "line" : self == .homeButton ? "ellipse" : "rect" }

    /// The names of the element's four numbers, in the order `ScreenShape.numbers` holds them.
    var numberNames: [String] {
      isLine ? Self.lineNames : self == .homeButton ? Self.ellipseNames : Self.rectNames
    }

    private static let rectNames = ["x", "y", "width", "height"]
    private static let lineNames = ["x1", "y1", "x2", "y2"]
    private static let ellipseNames = ["cx", "cy", "rx", "ry"]

    /// The attributes after the numbers: colours, strokes and the class a check finds it by.
    var attributes: [(String, String)] { Self.attributesByStyle[rawValue] }

    /// The class a shape of this style carries, which the legend explains; `nil` for one drawn
    /// with none (the bezel, a key).
    var className: String? { attributes.first { $0.0 == "class" }?.1 }

    /// Each style's attributes, in the order of `allCases`, made once: a long run draws
    /// millions of shapes.
    private static let attributesByStyle: [[(String, String)]] = allCases.map { style in
      switch style {
      case .screen: []
      case .bezel: [("rx", "6"), ("fill", PictureColors.bezel)]
      case .rootView: [("fill", PictureColors.pink), ("class", "root-view")]
      case .grayView: [("fill", PictureColors.gray), ("class", "gray-view")]
      case .textField:
        [
          ("fill", "#ffffff"), ("stroke", PictureColors.guide), ("stroke-width", "0.5"),
          ("class", "text-field"),
        ]
      case .keyboard: [("fill", PictureColors.keyboard), ("class", "keyboard")]
      case .key: [("rx", "1"), ("fill", PictureColors.key)]
      case .hiddenEdge:
        [("stroke", PictureColors.hiddenEdge), ("stroke-width", "2"), ("class", "hidden-edge")]
      case .hiddenField:
        [
          ("fill", "none"), ("stroke", PictureColors.ink), ("stroke-width", "1"),
          ("stroke-dasharray", "3 2"), ("class", "hidden-field"),
        ]
      case .worstFrame:
        [
          ("fill", "none"), ("stroke", PictureColors.worst), ("stroke-width", "2"),
          ("class", "worst-frame"),
        ]
      case .replayFrame:
        [
          ("fill", "none"), ("stroke", PictureColors.replay), ("stroke-width", "2"),
          ("class", "replay-frame"),
        ]
      case .floatingKeyboard:
        [
          ("fill", PictureColors.keyboard), ("stroke", PictureColors.guide), ("stroke-width", "1"),
          ("class", "floating-keyboard"),
        ]
      case .keyboardBar:
        [
          ("fill", PictureColors.keyboard), ("stroke", PictureColors.ink), ("stroke-width", "0.5"),
          ("class", "keyboard-bar"),
        ]
      case .table: [("fill", "#ffffff"), ("class", "table")]
      case .tableRow:
        [("stroke", PictureColors.rowSeparator), ("stroke-width", "0.5"), ("class", "table-row")]
      case .statusBar: [("fill", "#000000"), ("class", "status-bar")]
      case .translucentStatusBar:
        [("fill", "#ffffff"), ("fill-opacity", "0.6"), ("class", "translucent-status-bar")]
      case .letterbox: [("fill", "#000000"), ("class", "letterbox")]
      case .otherApp: [("fill", PictureColors.otherApp), ("class", "other-app")]
      case .homeButton:
        [
          ("fill", PictureColors.bezel), ("stroke", PictureColors.guide), ("stroke-width", "1"),
          ("class", "home-button"),
        ]
      case .homeIndicator: [("rx", "1"), ("fill", PictureColors.ink), ("class", "home-indicator")]
      case .blankInset:
        [
          ("fill", PictureColors.blankInset), ("stroke", PictureColors.guide),
          ("stroke-width", "0.5"), ("stroke-dasharray", "2 2"), ("class", "blank-inset"),
        ]
      case .gapContent:
        [
          ("fill", PictureColors.gray), ("stroke", PictureColors.guide), ("stroke-width", "0.5"),
          ("stroke-dasharray", "2 2"), ("class", "gap-content"),
        ]
      }
    }
  }

  /// What the shape is.
  var style: Style
  /// Its four numbers, named by `style.numberNames`: a rectangle's x, y, width and height (never
  /// negative), or a line's two ends.
  var numbers: (Double, Double, Double, Double)

  /// A rectangle; a negative width or height draws nothing, as zero.
  static func rect(_ style: Style, x: Double, y: Double, width: Double, height: Double)
    -> ScreenShape
  {
    ScreenShape(style: style, numbers: (x, y, max(0, width), max(0, height)))
  }

  /// A circle of radius `r` centred at `(cx, cy)`.
  static func ellipse(_ style: Style, cx: Double, cy: Double, r: Double) -> ScreenShape {
    ScreenShape(style: style, numbers: (cx, cy, r, r))
  }

  /// A line from `(x1, y1)` to `(x2, y2)`.
  static func line(_ style: Style, x1: Double, y1: Double, x2: Double, y2: Double) -> ScreenShape {
    ScreenShape(style: style, numbers: (x1, y1, x2, y2))
  }

  /// The rectangle `distance` pixels outside this one, in `style`: a frame around a bezel.
  func outset(by distance: Double, _ style: Style) -> ScreenShape {
    .rect(
      style, x: numbers.0 - distance, y: numbers.1 - distance, width: numbers.2 + 2 * distance,
      height: numbers.3 + 2 * distance)
  }

  /// The numbers in hundredths of a pixel, as SVG writes them (`SVG.number`).
  var hundredths: [Int] {
    [numbers.0, numbers.1, numbers.2, numbers.3].map { Int(($0 * 100).rounded()) }
  }

  /// The SVG element: what `SVG.element` writes of the style's element, its four numbers and
  /// its attributes.
  var svg: String {
    var bytes: [UInt8] = []
    write(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the SVG element (`svg`) to `bytes`, put together from pieces made once a style (a
  /// long run draws millions).
  func write(to bytes: inout [UInt8]) {
    let pieces = Self.piecesByStyle[style.rawValue]
    bytes += pieces[0]
    SVG.append(number: numbers.0, to: &bytes)
    bytes += pieces[1]
    SVG.append(number: numbers.1, to: &bytes)
    bytes += pieces[2]
    SVG.append(number: numbers.2, to: &bytes)
    bytes += pieces[3]
    SVG.append(number: numbers.3, to: &bytes)
    bytes += pieces[4]
  }

  /// Each style's element cut around its four numbers: `<rect x="`, `" y="`, `" width="`,
  /// `" height="`, then `"` and the escaped attributes and `/>`.
  private static let piecesByStyle: [[[UInt8]]] = Style.allCases.map { style in
    let names = style.numberNames
    let attributes = style.attributes.map { " \($0.0)=\"\(SVG.escape($0.1))\"" }.joined()
    return
      (["<\(style.element) \(names[0])=\""] + names.dropFirst().map { "\" \($0)=\"" }
      + ["\"" + attributes + "/>"]).map { Array($0.utf8) }
  }
}
