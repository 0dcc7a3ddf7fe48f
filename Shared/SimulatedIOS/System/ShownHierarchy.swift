import SimulatedUIKit

/// The view hierarchy as the screen shows it at one instant, in the coordinates a sample uses:
/// those of the root view where the system placed it (`Simulation.rootPlacement`), so that a root
/// view the controller moved up by the keyboard's height shows its bottom on the keyboard's top
/// (`docs/behaviour-model.md` §1) [M].
///
/// Each view is placed by its presentation frame inside its superview, less the superview's
/// presentation bounds origin (a scroll view's content offset), up to the root view, whose own
/// presentation frame is placed against where the system placed it.
struct ShownHierarchy {
  let root: UIView
  let time: VirtualTime
  /// The root view's rectangle in sample coordinates: at the origin unless the controller moved it.
  let rootRect: CGRect

  /// The hierarchy under `root` at `time`, the root view placed at `placement` by the system.
  init(root: UIView, placement: CGRect, at time: VirtualTime) {
    self.root = root
    self.time = time
    let frame = root.presentationFrame(at: time)
    rootRect = CGRect(
      x: frame.minX - placement.minX, y: frame.minY - placement.minY, width: frame.width,
      height: frame.height)
  }

  /// `view`'s rectangle as the screen shows it, in sample coordinates; `nil` for a view outside
  /// the root view.
  func rect(of view: UIView) -> CGRect? {
    if view === root { return rootRect }
    guard let superview = view.superview, let outer = rect(of: superview) else { return nil }
    let origin = boundsOrigin(of: superview)
    return view.presentationFrame(at: time).offsetBy(
      dx: outer.minX - origin.x, dy: outer.minY - origin.y)
  }

  /// The bottom of what `scrollView` can show, in sample coordinates: its frame's bottom less its
  /// bottom content inset as shown, and less the safe area's share UIKit adds to that inset from
  /// iOS 11 (`adjustedContentInset`) [A: adjustedContentInset; M: what the content can be
  /// scrolled into].
  func visibleBottom(of scrollView: UIScrollView) -> Double? {
    rect(of: scrollView).map {
      let safeAreaShare = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
      return Double($0.maxY) - scrollView.contentInsetValue.presentation(at: time)[2]
        - Double(safeAreaShare)
    }
  }

  /// The presentation origin of `view`'s bounds: a scroll view's content offset, else zero.
  private func boundsOrigin(of view: UIView) -> CGPoint {
    guard let scrollView = view as? UIScrollView else { return .zero }
    let offset = scrollView.contentOffsetValue.presentation(at: time)
    return CGPoint(x: offset[0], y: offset[1])
  }
}
