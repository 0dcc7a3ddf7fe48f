import SimulatedUIKit

extension Sample {
  /// Sets the edge that must meet the keyboard, and the field (the one `path` leads to), from the
  /// hierarchy as `shown` (`docs/behaviour-model.md` §1) [M]: the lowest edge the controller
  /// keeps above the keyboard is the visible bottom of the outermost scroll view holding the field
  /// (`edgeBottom`), else the
  /// bottom of the root view's subview that holds it (`grayBottom`), else, for a field straight on
  /// the root view, the field's own bottom, and with no field the root view's bottom.
  ///
  /// A built-in nib states its field's place (`MeasuredLayout`, or the rules' 20 and 30 pt for the
  /// five samples); a controller of your own has its field measured here, at every sample: its
  /// margin is the edge less the field's bottom. A field that hangs below that edge (a form's
  /// field the controller never scrolled up) is itself the lowest content to keep above the
  /// keyboard: the edge is then the field's bottom, so that what is covered is the field's part
  /// under the keyboard [M]. A text view shows its text down to its visible bottom, its frame's
  /// bottom less its own bottom content inset (`ShownHierarchy.visibleBottom`): the part of it
  /// that inset keeps its text out of is no part a person reads or types in, so the field ends
  /// there; straight on the root view, with no scroll view holding it, that visible bottom is the
  /// edge, as a scroll view's is, and its inset beyond the keyboard's overlap is blank inset [A:
  /// "adjust the content inset of the scroll view" so the content is not hidden behind the
  /// keyboard; a text view is a scroll view].
  ///
  /// `measuringField` says the field is measured on the screen (a stock `ControllerLayout`'s,
  /// `NibObjects.isControllerLayout`); otherwise `statedField` is the nib's stated margin and
  /// height, if it states them (`NibObjects.layout`). Two values, not the nib objects: those were
  /// copied into every sample's call, a retain and a release of each reference they hold.
  mutating func measure(
    _ path: FieldPath, in shown: ShownHierarchy, measuringField: Bool,
    statedField: (margin: Double, height: Double)?
  ) {
    guard path.isInsideRoot else {
      // No field, or one outside the root view: the root view's bottom.
      grayBottom = Double(shown.rootRect.maxY)
      return
    }
    grayBottom = Double(path.holderRect(in: shown).maxY)
    edgeBottom = path.scrollView(in: shown).map { shown.visibleBottom(of: $0.view, at: $0.rect) }
    if measuringField {
      var rect = path.fieldRect(in: shown)
      if let textView = path.fieldScrollView {
        let visibleBottom = shown.visibleBottom(of: textView, at: rect)
        rect.size.height = max(0, min(rect.height, CGFloat(visibleBottom) - rect.minY))
        if path.fieldIsItsHolder, edgeBottom == nil { edgeBottom = visibleBottom }
      }
      if Double(rect.maxY) > edge { edgeBottom = Double(rect.maxY) }
      fieldMargin = edge - Double(rect.maxY)
      fieldHeight = Double(rect.height)
    } else if let statedField {
      fieldMargin = statedField.margin
      fieldHeight = statedField.height
    }
  }

  /// Sets the keyboard and the edge for a field in the keyboard's input accessory (a chat bar),
  /// `accessoryHeight` tall: the bar is the content that holds the field, shown where the
  /// keyboard's frames put it at this sample, on the keyboard's top, as the keyboard's host rides
  /// the keyboard through every move and rotation [A: "attaches the input accessory view to the
  /// top of the input view"]. The keyboard the bar stands on is the one below it, the frames'
  /// height less the bar's; the edge is the bar's bottom; the field is where the bar shows it
  /// (`fieldInBar`, its frame in the bar). Of a bar that slides in from, or out to, the screen's
  /// bottom with less of the keyboard on screen than its height, what is on screen [M].
  mutating func measure(fieldInBar: CGRect, accessoryHeight: Double) {
    let barTop = viewHeight - keyboardHeight
    keyboardHeight = max(0, keyboardHeight - accessoryHeight)
    grayBottom = min(viewHeight, barTop + accessoryHeight)
    let fieldBottom = min(viewHeight, barTop + Double(fieldInBar.maxY))
    fieldMargin = grayBottom - fieldBottom
    fieldHeight = fieldBottom - min(viewHeight, barTop + Double(fieldInBar.minY))
  }
}
