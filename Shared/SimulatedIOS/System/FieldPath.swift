import SimulatedUIKit

/// Where the judged field sits under the root view, for `Sample.measure`: the views from the root
/// view's subview that holds the field down to the field itself, and the outermost scroll view
/// holding the field there (the root view, when it is one and nothing below it is).
///
/// A sample used to find these by walking up from the field through `superview`, a checked read
/// of an unowned reference a level, at every frame, where the hierarchy rarely changes during a
/// run. A path is found once and kept by its simulation (`Simulation.judgedFieldPath(under:)`)
/// while it leads to the same field and the root view's `hierarchyRevision` is the one it was
/// found at: any view linked into or out of the hierarchy under the root view changes that
/// revision, and no other view ever has it.
struct FieldPath {
  /// The field the path leads to, by identity; `nil` for none.
  private let field: ObjectIdentifier?
  /// The root view's `hierarchyRevision` when the path was found.
  private let revision: Int
  /// From the root view's subview that holds the field down to the field; empty when there is no
  /// field or it is not inside the root view. Held unowned: a kept path keeps no view alive, and
  /// a view leaving the hierarchy changes the revision before it can go.
  private let views: [Step]
  /// Where in `views` the outermost scroll view holding the field is (the field itself never
  /// counts); `nil` for none below the root view.
  private let scrollViewPosition: Int?
  /// The root view, held unowned as the steps are, and read only where it is a scroll view
  /// (`rootIsScrollView`): an unowned reference costs a call of the runtime at each read, and
  /// most roots scroll nothing.
  private unowned let root: UIView
  /// Whether the root view is a scroll view.
  private let rootIsScrollView: Bool

  /// One view of a path, held unowned, and whether its superview (the root view for the first)
  /// is a scroll view, whose content offset moves what it holds.
  private struct Step {
    unowned let view: UIView
    let superviewScrolls: Bool
  }

  /// The path from `root` down to `field`, `root` at `revision`.
  init(to field: UIView?, under root: UIView, revision: Int) {
    self.field = field.map(ObjectIdentifier.init)
    self.revision = revision
    self.root = root
    rootIsScrollView = root is UIScrollView
    var above: [UIView] = []
    var view = field?.superview
    while let current = view, current !== root {
      above.append(current)
      view = current.superview
    }
    guard view != nil, let field else {
      (views, scrollViewPosition) = ([], nil)
      return
    }
    // `above` runs from the field's superview up to the root view's subview: turned round, the
    // outermost scroll view is the first one in it.
    let down = above.reversed() + [field]
    let superviews = [root] + down.dropLast()
    views = zip(down, superviews).map { Step(view: $0, superviewScrolls: $1 is UIScrollView) }
    scrollViewPosition = down.dropLast().firstIndex { $0 is UIScrollView }
  }

  /// Whether this path is the one to the field of identity `field` (`nil` for none) under a root
  /// view at `revision`.
  func leads(to field: ObjectIdentifier?, revision: Int) -> Bool {
    self.revision == revision && self.field == field
  }

  /// Whether the field is inside the root view.
  var isInsideRoot: Bool { !views.isEmpty }

  /// The view that holds the field on the root view (the field itself when it is straight on the
  /// root view); `nil` when the field is not inside the root view.
  var holder: UIView? { views.first?.view }

  /// The outermost scroll view holding the field, and its rectangle as `shown` shows it; `nil`
  /// for none.
  func scrollView(in shown: ShownHierarchy) -> (view: UIScrollView, rect: CGRect)? {
    if let scrollViewPosition, let view = views[scrollViewPosition].view as? UIScrollView {
      return (view, rect(at: scrollViewPosition, in: shown))
    }
    guard rootIsScrollView, let root = root as? UIScrollView else { return nil }
    return (root, shown.rootRect)
  }

  /// The rectangle, as `shown` shows it, of the view that holds the field on the root view (the
  /// field itself when it is straight on the root view); the path must be inside the root view.
  func holderRect(in shown: ShownHierarchy) -> CGRect { rect(at: 0, in: shown) }

  /// The field's rectangle as `shown` shows it; the path must be inside the root view.
  func fieldRect(in shown: ShownHierarchy) -> CGRect { rect(at: views.count - 1, in: shown) }

  /// The field when it scrolls its own content (a text view); `nil` for a text field or none.
  var fieldScrollView: UIScrollView? { views.last?.view as? UIScrollView }

  /// Whether the field is straight on the root view, its own holder.
  var fieldIsItsHolder: Bool { views.count == 1 }

  /// The rectangle of the view at `position` as `shown` shows it: each view on the way down
  /// placed inside the one above it (`ShownHierarchy.shown(_:inScrolling:at:)`), the superview
  /// taken as a scroll view only where the path found one. Always inlined, as the compiler inlined
  /// it while it was shorter: called, it cost each sample a call and a frame.
  @inline(__always)
  private func rect(at position: Int, in shown: ShownHierarchy) -> CGRect {
    var placed = shown.shownRoot
    // By position, each view read once: a slice of `views` and copies of its steps would each
    // retain what they hold.
    for index in 0...position {
      let scrolling = views[index].superviewScrolls ? scrollView(above: index) : nil
      placed = shown.shown(views[index].view, inScrolling: scrolling, at: placed)
    }
    return placed.rect
  }

  /// The superview of the view at `position`, a scroll view (`Step.superviewScrolls`): the root
  /// view above the first.
  private func scrollView(above position: Int) -> UIScrollView? {
    (position == 0 ? root : views[position - 1].view) as? UIScrollView
  }
}
