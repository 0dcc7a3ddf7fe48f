import SimulatedUIKit

/// What `ScreenDrawing` draws of one sample: the screen's rectangle, the bezel around it, and the
/// shapes clipped to it, in drawing order. The static strips write it as SVG; the replay sends it
/// to the page as numbers (`ReplayRun`).
struct ScreenPicture {
  /// The screen's rectangle (`ScreenShape.Style.screen`): the clip of every shape in `shapes`.
  var screen: ScreenShape
  /// The device around the screen, drawn first, outside the clip.
  var bezel: ScreenShape
  /// What the device has besides the screen (its home button), drawn on the bezel, outside the
  /// clip.
  var hardware: [ScreenShape]
  /// The views, the text field, the keyboard and its keys, and what the keyboard hides, in
  /// drawing order, each clipped to the screen.
  var shapes: [ScreenShape]

  /// Appends the SVG elements to `bytes`, one a line: the bezel, then the shapes in a group
  /// clipped to the screen by a clip path named `clipID`, which must be unique in the document.
  func write(clipID: String, to bytes: inout [UInt8]) {
    let newline = UInt8(ascii: "\n")
    bezel.write(to: &bytes)
    bytes.append(newline)
    for shape in hardware {
      shape.write(to: &bytes)
      bytes.append(newline)
    }
    let id = SVG.escape(clipID)
    bytes += "<clipPath id=\"\(id)\">".utf8
    screen.write(to: &bytes)
    bytes += "</clipPath>\n<g clip-path=\"url(#\(clipID))\">\n".utf8
    for shape in shapes {
      shape.write(to: &bytes)
      bytes.append(newline)
    }
    bytes += "</g>\n".utf8
  }
}
