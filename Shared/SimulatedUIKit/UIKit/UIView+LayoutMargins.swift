extension UIView {
  /// The view's bounds less its layout margins, as a guide to pin to [A]: one guide a view, made
  /// when first asked for. From iOS 11 the margins start at the safe area's edges
  /// (`insetsLayoutMarginsFromSafeArea`, `true` by default, is not a switch in the lab) [A].
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = loadedMarginGuides.margins { return guide }
    let guide = LayoutMarginsGuide(owningView: self)
    loadedMarginGuides.margins = guide
    return guide
  }

  /// The margins' rectangle no wider than a readable line, centered [A]: one guide a view.
  public var readableContentGuide: UILayoutGuide {
    if let guide = loadedMarginGuides.readable { return guide }
    let guide = ReadableContentGuide(owningView: self)
    loadedMarginGuides.readable = guide
    return guide
  }

  /// The rectangle inside the margins, in the view's coordinates: the bounds less the safe area
  /// (from iOS 11) and less `layoutMargins` [A].
  var marginsRect: CGRect {
    let base = RunningRelease.layoutIsAtLeast(11, 0) ? bounds.inset(by: safeAreaInsets) : bounds
    return base.inset(by: layoutMargins)
  }
}
