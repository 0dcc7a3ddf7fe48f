import SimulatedUIKit

/// What `ScreenDrawing` draws of one sample: the screen's rectangle, the bezel around it, and the
/// shapes clipped to it, in drawing order. The static strips write it as SVG; the replay sends it
/// to the page as numbers (`ReplayRun`).
struct ScreenPicture {
  /// The screen's rectangle (`ScreenShape.Style.screen`): the clip of every shape in `shapes`.
  var screen: ScreenShape
  /// The device around the screen, drawn first, outside the clip.
  var bezel: ScreenShape
  /// The views, the text field, the keyboard and its keys, and what the keyboard hides, in
  /// drawing order, each clipped to the screen.
  var shapes: [ScreenShape]

  /// The SVG elements: the bezel, then the shapes in a group clipped to the screen by a clip path
  /// named `clipID`, which must be unique in the document.
  func elements(clipID: String) -> [String] {
    var elements = [
      bezel.svg,
      SVG.element("clipPath", [("id", clipID)], content: screen.svg),
      "<g clip-path=\"url(#\(clipID))\">",
    ]
    elements.reserveCapacity(elements.count + shapes.count + 1)
    for shape in shapes { elements.append(shape.svg) }
    elements.append("</g>")
    return elements
  }
}
