import SimulatedUIKit

/// The view hierarchy as the screen shows it at one instant, in the coordinates a sample uses:
/// those of the root view where the system placed it (`Simulation.rootPlacement`), so that a root
/// view the controller moved up by the keyboard's height shows its bottom on the keyboard's top
/// (`docs/behaviour-model.md` §1) [M].
///
/// Each view is placed by its presentation frame inside its superview, taken through its
/// presentation transform about its center (a view an animation moves with `transform`, as
/// keyboard code does, shows where the transform puts it) [A: a layer's transform, about its
/// anchor point, the center by default], less the superview's presentation bounds origin (a scroll
/// view's content offset), up to the root view, whose own is placed against where the system
/// placed it. A superview shown scaled shows its subviews scaled with it.
///
/// It holds no view: the root view is its judged hierarchy's (`JudgedHierarchy.root`), and the
/// path to the field knows whether it scrolls (`FieldPath`). Holding it cost each sample a retain
/// and a release of the root view, and the hierarchy's destruction a call.
struct ShownHierarchy {
  let time: VirtualTime
  /// The root view as the screen shows it: its rectangle in sample coordinates, at the origin
  /// unless the controller moved it.
  let shownRoot: Shown

  /// The root view's rectangle in sample coordinates: at the origin unless the controller moved it.
  var rootRect: CGRect { shownRoot.rect }

  /// A view as the screen shows it at `time`: its rectangle in sample coordinates (`rect`), and
  /// the size of its presentation frame before any transform (`size`), which its subviews are
  /// placed against. A walk down the hierarchy hands each view's on to its subviews, so that each
  /// view's presentation frame is worked out once a walk, not again as the next one's superview.
  struct Shown {
    let rect: CGRect
    let size: CGSize
  }

  /// The hierarchy at `time`, the root view shown as `shownRoot`: as the hierarchy of an earlier
  /// time showed it, where nothing moved it since (`JudgedHierarchy.stillRoot`).
  init(shownRoot: Shown, at time: VirtualTime) {
    self.time = time
    self.shownRoot = shownRoot
  }

  /// The hierarchy under `root` at `time`, the root view placed at `placement` by the system.
  init(root: UIView, placement: CGRect, at time: VirtualTime) {
    self.time = time
    let (presented, frame) = root.shownFrame(at: time)
    shownRoot = Shown(
      rect: CGRect(
        x: frame.minX - placement.minX, y: frame.minY - placement.minY, width: frame.width,
        height: frame.height),
      size: presented.size)
  }

  /// `view` as the screen shows it, where its superview is shown as `outer`: one step of a walk
  /// down from the root view (`filler(of:under:besides:)`).
  func shown(_ view: UIView, in superview: UIView, at outer: Shown) -> Shown {
    shown(view, inScrolling: superview as? UIScrollView, at: outer)
  }

  /// `shown(_:in:at:)` for a walk that knows whether the superview scrolls: `scrollingSuperview`
  /// is the superview when it is a scroll view, `nil` when it is not (`FieldPath`, which finds
  /// that out once, where each step asked the runtime to cast the superview at every sample).
  func shown(_ view: UIView, inScrolling scrollingSuperview: UIScrollView?, at outer: Shown)
    -> Shown
  {
    let origin = scrollingSuperview.map(contentOffset(of:)) ?? .zero
    let (presented, frame) = view.shownFrame(at: time)
    let superviewSize = outer.size
    let outer = outer.rect
    guard outer.size != superviewSize, superviewSize.width > 0, superviewSize.height > 0 else {
      return Shown(
        rect: frame.offsetBy(dx: outer.minX - origin.x, dy: outer.minY - origin.y),
        size: presented.size)
    }
    // The superview is shown scaled, by its own transform or a view's above it.
    let scale = (x: outer.width / superviewSize.width, y: outer.height / superviewSize.height)
    return Shown(
      rect: CGRect(
        x: outer.minX + (frame.minX - origin.x) * scale.x,
        y: outer.minY + (frame.minY - origin.y) * scale.y, width: frame.width * scale.x,
        height: frame.height * scale.y),
      size: presented.size)
  }

  /// The bottom of what `scrollView`, shown at `rect`, can show, in sample coordinates: its
  /// frame's bottom less its bottom content inset as shown, and less the safe area's share UIKit
  /// adds to that inset from iOS 11 (`adjustedContentInset`) [A: adjustedContentInset; M: what
  /// the content can be scrolled into].
  func visibleBottom(of scrollView: UIScrollView, at rect: CGRect) -> Double {
    let safeAreaShare = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
    return Double(rect.maxY) - scrollView.contentInsetValue.presentation(at: time)[2]
      - Double(safeAreaShare)
  }

  /// The view whose own fill a person sees in `band` (the gap below the edge, in sample
  /// coordinates) [M]: views under `root` (the root view this hierarchy shows) other than
  /// `holder` and those inside it, shown (not hidden, not fully
  /// transparent) and filled (a background colour that is not clear, or a table view's own
  /// background, white from iOS 7 [S: UITableView draws a white background by default]), each cut
  /// by the views that clip it, covering the band across its width from its top to its bottom, one
  /// below the other; of those, the one covering most of it. `nil` where the background shows
  /// through any part of the band.
  ///
  /// Other reading: any view that overlaps the band is content; a person sees pink beside it.
  func filler(of band: CGRect, under root: UIView, besides holder: UIView) -> UIView? {
    let tolerance = VerdictRules.standard.restTolerance
    var covering: [(view: UIView, top: Double, bottom: Double)] = []
    func visit(_ view: UIView, at placed: Shown, clippedTo clip: CGRect?) {
      let rect = placed.rect
      let inner = view.clipsToBounds ? clip.map { $0.intersection(rect) } ?? rect : clip
      for subview in view.subviews where subview !== holder && !subview.isHidden {
        guard subview.alpha > 0 else { continue }
        let placedSubview = shown(subview, in: view, at: placed)
        let frame = placedSubview.rect
        let shown = inner.map { $0.intersection(frame) } ?? frame
        let isFilled =
          subview.backgroundColor.map { $0.alpha > 0 } ?? (subview is UITableView)
        if isFilled, !shown.isNull, shown.minX <= band.minX + tolerance,
          shown.maxX >= band.maxX - tolerance, shown.minY < band.maxY, shown.maxY > band.minY
        {
          covering.append((subview, Double(shown.minY), Double(shown.maxY)))
        }
        visit(subview, at: placedSubview, clippedTo: inner)
      }
    }
    visit(root, at: shownRoot, clippedTo: nil)
    var reached = Double(band.minY)
    var most: (view: UIView, points: Double)?
    while reached < Double(band.maxY) - tolerance {
      let next =
        covering
        .filter { $0.top <= reached + tolerance && $0.bottom > reached + tolerance }
        .max { $0.bottom < $1.bottom }
      guard let next else { return nil }
      let points = min(next.bottom, Double(band.maxY)) - reached
      if most.map({ $0.points < points }) ?? true { most = (next.view, points) }
      reached = next.bottom
    }
    return most?.view
  }

  /// The presentation origin of `scrollView`'s bounds: its content offset as shown.
  private func contentOffset(of scrollView: UIScrollView) -> CGPoint {
    let offset = scrollView.contentOffsetValue.presentation(at: time)
    return CGPoint(x: offset[0], y: offset[1])
  }
}
