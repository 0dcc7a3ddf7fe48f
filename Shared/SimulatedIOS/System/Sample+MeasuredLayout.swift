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
  /// under the keyboard [M].
  mutating func measure(_ path: FieldPath, in shown: ShownHierarchy, layout nib: NibObjects) {
    guard path.isInsideRoot else {
      // No field, or one outside the root view: the root view's bottom.
      grayBottom = Double(shown.rootRect.maxY)
      return
    }
    grayBottom = Double(path.holderRect(in: shown).maxY)
    edgeBottom = path.scrollView(in: shown).map { shown.visibleBottom(of: $0.view, at: $0.rect) }
    if nib.isControllerLayout {
      let rect = path.fieldRect(in: shown)
      if Double(rect.maxY) > edge { edgeBottom = Double(rect.maxY) }
      fieldMargin = edge - Double(rect.maxY)
      fieldHeight = Double(rect.height)
    } else if let layout = nib.layout {
      fieldMargin = layout.fieldMargin
      fieldHeight = layout.fieldHeight
    }
  }

  /// Sets the edge for a field in the keyboard's input accessory (a chat bar), which rides on the
  /// keyboard's top and is never covered: the edge the controller must keep above the keyboard,
  /// the accessory's top, is then the lowest bottom of the root view's subviews as shown (the
  /// messages above the bar), else the root view's bottom [M].
  mutating func measureContent(in shown: ShownHierarchy) {
    let bottoms = shown.root.subviews.compactMap { shown.rect(of: $0)?.maxY }
    grayBottom = Double(bottoms.max() ?? shown.rootRect.maxY)
  }
}
