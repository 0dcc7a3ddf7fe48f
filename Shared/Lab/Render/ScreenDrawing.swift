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
    // A demo with a table spans its field across the screen, 8 pt from the sides: the bar's text
    // field, or the inset table's last row; the five samples' field is on the right.
    let fieldWidth =
      sample.table == nil
      ? (width * 0.45).rounded() : width - 2 * TechniqueNib.barField.minX * scale
    let fieldLeft =
      sample.table == nil
      ? left + width - fieldWidth - Self.rules.fieldMargin * scale
      : left + TechniqueNib.barField.minX * scale
    let fieldTop = vertical(sample.edge - fieldMargin - fieldPoints)
    let fieldHeight = fieldPoints * scale
    var shapes: [ScreenShape] = [.rect(.rootView, x: left, y: top, width: width, height: height)]
    if let table = sample.table {
      shapes += rows(of: table, left: left, width: width, vertical: vertical)
    }
    // The gray view: a demo's bar holding its field from the bar's top; none where a demo's table
    // is what the technique moves (drawn before); else from the screen's top.
    if let barTop = sample.barTop {
      let barTop = vertical(barTop)
      shapes.append(.rect(.grayView, x: left, y: barTop, width: width, height: grayBottom - barTop))
    } else if sample.table == nil {
      shapes.append(.rect(.grayView, x: left, y: top, width: width, height: grayBottom - top))
    }
    shapes.append(
      .rect(.textField, x: fieldLeft, y: fieldTop, width: fieldWidth, height: fieldHeight))
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
      // Split: two halves, each two fifths of the width, at the sides.
      let halves =
        floating.isSplit
        ? [(left, width * 0.4), (left + width * 0.6, width * 0.4)] : [(left, width)]
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

  /// A demo's table: its frame, and the line under each of its rows where the content's offset
  /// puts it, at the row height, those inside the frame only. `vertical` turns points into the
  /// screen's pixels.
  private func rows(
    of table: DemoTable, left: Double, width: Double, vertical: (Double) -> Double
  ) -> [ScreenShape] {
    let top = vertical(table.top)
    let bottom = vertical(table.bottom)
    var shapes: [ScreenShape] = [.rect(.table, x: left, y: top, width: width, height: bottom - top)]
    for row in stride(from: 1, through: table.rows, by: 1) {
      let y = vertical(table.top + Double(row) * table.rowHeight - table.contentOffset)
      guard y > top, y <= bottom else { continue }
      shapes.append(.line(.tableRow, x1: left, y1: y, x2: left + width, y2: y))
    }
    return shapes
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
