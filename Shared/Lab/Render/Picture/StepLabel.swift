/// A step's label above a chart, placed so that it never overlaps its neighbours: the steps of one
/// instant joined into one label, each starting right of its marker (or ending left of it at the
/// plot's right edge), and cut short with `…` where it would run into the next.
struct StepLabel: Equatable {
  /// The marker's x, in pixels.
  var x: Double
  /// The steps' whole text: those of one instant joined by `, `.
  var text: String
  /// What is drawn: `text`, or its start and `…`.
  var shown: String
  /// Whether the label starts right of its marker (`start`) or ends left of it (`end`).
  var anchor: String

  /// The labels' font size, in pixels.
  static let size = 10.0
  /// The space between a marker and its label, and the least space between two labels.
  static let padding = 3.0

  /// The x the text is anchored at.
  var anchorX: Double { anchor == "start" ? x + Self.padding : x - Self.padding }

  /// The label's left and right edges as estimated from its characters.
  var extent: (left: Double, right: Double) {
    let width = SVG.estimatedWidth(of: shown, size: Self.size)
    return anchor == "start" ? (anchorX, anchorX + width) : (anchorX - width, anchorX)
  }

  /// The labels of `steps` (in time order), their markers at `x(time)`, none running past
  /// `right`, the plot's right edge.
  static func layout(
    _ steps: [(time: Double, text: String)], x: (Double) -> Double, right: Double
  ) -> [StepLabel] {
    var labels: [StepLabel] = []
    var index = steps.startIndex
    while index < steps.endIndex {
      let time = steps[index].time
      var texts: [String] = []
      while index < steps.endIndex, steps[index].time == time {
        texts.append(steps[index].text)
        index += 1
      }
      let text = texts.joined(separator: ", ")
      let markerX = x(time)
      let fits = markerX + padding + SVG.estimatedWidth(of: text, size: size) <= right
      labels.append(StepLabel(x: markerX, text: text, shown: text, anchor: fits ? "start" : "end"))
    }
    // Left to right, a label that runs into the next is cut: the earlier one when it starts at its
    // marker, else the later one (both then end at their markers, and cutting moves its start).
    for index in labels.indices.dropLast() {
      let next = index + 1
      guard labels[index].extent.right + padding > labels[next].extent.left else { continue }
      if labels[index].anchor == "start" {
        let room = labels[next].extent.left - padding - labels[index].extent.left
        labels[index].shorten(toFit: room)
      } else {
        let room = labels[next].extent.right - (labels[index].extent.right + padding)
        labels[next].shorten(toFit: room)
      }
    }
    return labels
  }

  /// Cuts `shown` to the characters that fit in `room` pixels, the last of them `…`; to nothing
  /// when not even that fits (the marker stays, and the tooltip holds the text).
  mutating func shorten(toFit room: Double) {
    shown = SVG.shortened(text, toFit: room, size: Self.size)
  }
}
