/// The scroll view's two layout guides (iOS 11) [A]: `contentLayoutGuide`, the content's
/// rectangle, whose constraints give the view its `contentSize`; `frameLayoutGuide`, the view's
/// own rectangle, which content pinned to it follows instead of scrolling.
extension UIScrollView {
  /// The content's rectangle, "the untranslated content rectangle of the scroll view" [A]: it
  /// starts at the content's origin, and its size is `contentSize`. Constraints that settle its
  /// size (content pinned to its four edges, or its width and height given) set `contentSize`
  /// at the view's layout, as Auto Layout does [A: "Auto Layout constraints related to the
  /// content area of a scroll view"]; constraints that leave it open leave `contentSize` as the
  /// app set it. One guide a view, made when first asked for.
  public var contentLayoutGuide: UILayoutGuide {
    if let guide = loadedLayoutGuides.content { return guide }
    let guide = ScrollViewContentLayoutGuide(owningView: self)
    loadedLayoutGuides.content = guide
    // The guide is an item the view's layout places from now on.
    noteLayoutChange()
    return guide
  }

  /// The view's own rectangle, "the untransformed frame rectangle of the scroll view" [A]: in
  /// the view's coordinates, its bounds, so that content pinned to it stays put on the screen as
  /// the content scrolls, and a width or height taken from it is the view's [A]. It is read at
  /// each layout of the view, not at each scroll [M: the lab lays the view out when its size or
  /// its constraints change]. One guide a view, made when first asked for.
  public var frameLayoutGuide: UILayoutGuide {
    if let guide = loadedLayoutGuides.frame { return guide }
    let guide = ScrollViewFrameLayoutGuide(owningView: self)
    loadedLayoutGuides.frame = guide
    return guide
  }

}
