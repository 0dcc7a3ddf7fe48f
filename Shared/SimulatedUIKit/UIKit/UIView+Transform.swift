/// What the screen shows of a view: its rectangles mapped up to the window with presentation
/// values, as Core Animation composites them [A: a layer's presentation values, its transform
/// applied about its center (the default anchor point, 0.5, 0.5)].
extension UIView {
  /// `rect`, in this view's coordinates, in the window's (interface) coordinates as shown at
  /// `time`: each view's presentation frame, the content offset a scroll view shows, and each
  /// transform about its view's center. In a view outside a window, in its topmost superview's.
  func presentationRect(_ rect: CGRect, toWindowAt time: VirtualTime) -> CGRect {
    var mapped = rect
    var view: UIView? = self
    while let current = view, let superview = current.superview {
      mapped = current.presentationRectInSuperview(mapped, at: time)
      if superview is UIWindow { break }
      view = superview
    }
    return mapped
  }

  /// Whether the view's frame and transform hold no animation: the screen shows them at their
  /// model values until code changes them.
  package var holdsNoAnimation: Bool {
    frameValue.holdsNoAnimation && transformValue.holdsNoAnimation
  }

  /// The view's frame as the screen shows it at `time`, in its superview's coordinates
  /// (`shown`): its presentation frame (`presented`) taken through its presentation transform
  /// about its center (the smallest rectangle holding the four corners where a rotation or a
  /// shear turns it); the presentation frame itself while the transform shown is the identity.
  /// Both from one call, each presentation value worked out once: a sample asks both of every
  /// view it places, and asked apart, the frame was worked out twice under a transform.
  package func shownFrame(at time: VirtualTime) -> (presented: CGRect, shown: CGRect) {
    let frame = presentationFrame(at: time)
    let terms = transformValue.presentation(at: time)
    guard terms != CGAffineTransform.identity.scaleAndTranslation || transformShear != .zero else {
      return (frame, frame)
    }
    let transform = CGAffineTransform(scaleAndTranslation: terms, shear: transformShear)
    let shown = CGRect(
      x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height
    ).applying(transform).offsetBy(dx: frame.midX, dy: frame.midY)
    return (frame, shown)
  }

  /// `rect`, in this view's coordinates, in its superview's as shown at `time`.
  private func presentationRectInSuperview(_ rect: CGRect, at time: VirtualTime) -> CGRect {
    let frame = presentationFrame(at: time)
    let boundsOrigin = presentationBoundsOrigin(at: time)
    let transform = CGAffineTransform(
      scaleAndTranslation: transformValue.presentation(at: time), shear: transformShear)
    // From the bounds' center, through the transform, to the frame's center.
    let fromCenter = rect.offsetBy(
      dx: -(boundsOrigin.x + frame.width / 2), dy: -(boundsOrigin.y + frame.height / 2))
    return fromCenter.applying(transform).offsetBy(dx: frame.midX, dy: frame.midY)
  }
}
