import SimulatedUIKit

/// A small device screen drawn from one sample, as the posts' screenshots show it: the pink root
/// view, the gray view from the top down to its bottom edge, the text field (the demo's own, or
/// the five samples' 30 pt tall with its bottom 20 pt above the gray view's), and the keyboard
/// over all of it: docked, a hardware keyboard's bar, or undocked or split where it floats.
///
/// Where the keyboard hides the gray view's bottom edge by more than 2 pt, the edge is drawn over
/// the keyboard as a blue line, and a hidden text field as a dashed outline, so that a covered run shows what is
/// under the keyboard.
struct ScreenDrawing {
  /// Pixels per point: one scale for every screen of a picture.
  var scale: Double
  /// The space between the screen and the bezel's outer edge, in pixels.
  static let bezel = 4.0
  /// The text field's height and its bottom's distance above the gray view's bottom.
  private static let rules = VerdictRules.standard

  /// The drawn screen's width and height in pixels, bezel included.
  func size(of sample: Sample) -> (width: Double, height: Double) {
    (
      (sample.viewWidth * scale).rounded() + 2 * Self.bezel,
      (sample.viewHeight * scale).rounded() + 2 * Self.bezel
    )
  }

  /// The screen that `sample` shows, with its bezel's top-left corner at `(x, y)`: the one
  /// drawing of a screen, for the static strips and the replay alike.
  func picture(of sample: Sample, x: Double, y: Double) -> ScreenPicture {
    let size = size(of: sample)
    let left = x + Self.bezel
    let top = y + Self.bezel
    let width = size.width - 2 * Self.bezel
    let height = size.height - 2 * Self.bezel
    func vertical(_ points: Double) -> Double { top + points * scale }
    let grayBottom = vertical(sample.grayBottom)
    let keyboardTop = vertical(sample.keyboardTop)
    // The demo's own field where a technique names one, else the five samples' (30 pt tall,
    // 20 pt above the gray view's bottom): where the verdict looks for it.
    let fieldMargin = sample.fieldMargin ?? Self.rules.fieldMargin
    let fieldPoints = sample.fieldHeight ?? Self.rules.fieldHeight
    let fieldWidth = (width * 0.45).rounded()
    let fieldLeft = left + width - fieldWidth - Self.rules.fieldMargin * scale
    let fieldTop = vertical(sample.edge - fieldMargin - fieldPoints)
    let fieldHeight = fieldPoints * scale
    var shapes: [ScreenShape] = [
      .rect(.rootView, x: left, y: top, width: width, height: height),
      .rect(.grayView, x: left, y: top, width: width, height: grayBottom - top),
      .rect(.textField, x: fieldLeft, y: fieldTop, width: fieldWidth, height: fieldHeight),
    ]
    if sample.keyboardIsUp, sample.keyboardIsBar == true {
      shapes.append(
        .rect(
          .keyboardBar, x: left, y: keyboardTop, width: width, height: top + height - keyboardTop))
    } else if sample.keyboardIsUp {
      shapes.append(
        .rect(
          .keyboard, x: left, y: keyboardTop, width: width, height: top + height - keyboardTop))
      shapes += keys(
        left: left, top: keyboardTop, width: width, height: top + height - keyboardTop)
    }
    if let floating = sample.floatingKeyboard {
      // Split: two halves, each two fifths of the width, at the sides; floating (iPadOS 13): its
      // own width at the left side.
      let halves =
        floating.isSplit
        ? [(left, width * 0.4), (left + width * 0.6, width * 0.4)]
        : [(left, floating.width.map { ($0 * scale).rounded() } ?? width)]
      for (halfLeft, halfWidth) in halves {
        let halfTop = vertical(floating.top)
        let halfHeight = floating.height * scale
        shapes.append(
          .rect(.floatingKeyboard, x: halfLeft, y: halfTop, width: halfWidth, height: halfHeight))
        shapes += keys(left: halfLeft, top: halfTop, width: halfWidth, height: halfHeight)
      }
    }
    // Below the clean tolerance the edge would only underline the keyboard's top.
    if sample.gap < -Self.rules.cleanTolerance, sample.keyboardIsUp {
      shapes.append(
        .line(.hiddenEdge, x1: left, y1: grayBottom, x2: left + width, y2: grayBottom))
      if fieldTop + fieldHeight > keyboardTop {
        shapes.append(
          .rect(.hiddenField, x: fieldLeft, y: fieldTop, width: fieldWidth, height: fieldHeight))
      }
    }
    return ScreenPicture(
      screen: .rect(.screen, x: left, y: top, width: width, height: height),
      bezel: .rect(.bezel, x: x, y: y, width: size.width, height: size.height), shapes: shapes)
  }

  /// Four rows of keys, as a keyboard's outline suggests them.
  private func keys(left: Double, top: Double, width: Double, height: Double) -> [ScreenShape] {
    let rows = [10, 9, 7, 3]
    let rowHeight = height / Double(rows.count)
    guard rowHeight >= 4 else { return [] }
    return rows.indices.flatMap { row -> [ScreenShape] in
      let count = rows[row]
      let keyWidth = width / 10
      let rowWidth = row == 3 ? width * 0.6 : keyWidth * Double(count)
      let start = left + (width - rowWidth) / 2
      let each = rowWidth / Double(count)
      return (0..<count).map { index in
        .rect(
          .key, x: start + Double(index) * each + 1, y: top + Double(row) * rowHeight + 1.5,
          width: each - 2, height: rowHeight - 3)
      }
    }
  }
}
