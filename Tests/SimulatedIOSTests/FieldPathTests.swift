import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// The path a run's samples keep from the root view to the judged field (`FieldPath`), instead of
/// walking up from the field at every frame: it places each view inside the one above it, less
/// a scroll view's content offset, finds the outermost scroll view holding the field, and is kept
/// only while the hierarchy under the root view keeps its revision (`UIView.hierarchyRevision`).
@Suite struct FieldPathTests {
  /// A root view holding a scroll view scrolled 30 pt down, holding another scroll view, holding
  /// a container, holding the field.
  private func hierarchy() -> (root: UIView, outer: UIScrollView, container: UIView, field: UIView)
  {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let outer = UIScrollView(frame: CGRect(x: 10, y: 20, width: 300, height: 400))
    outer.contentOffset = CGPoint(x: 0, y: 30)
    let inner = UIScrollView(frame: CGRect(x: 5, y: 60, width: 280, height: 300))
    let container = UIView(frame: CGRect(x: 7, y: 11, width: 200, height: 100))
    let field = UITextField(frame: CGRect(x: 3, y: 50, width: 150, height: 30))
    root.addSubview(outer)
    outer.addSubview(inner)
    inner.addSubview(container)
    container.addSubview(field)
    return (root, outer, container, field)
  }

  @Test func aPathPlacesTheHolderTheScrollViewAndTheFieldInsideTheViewsAboveThem() throws {
    let (root, outer, _, field) = hierarchy()
    let shown = ShownHierarchy(
      root: root, placement: CGRect(x: 0, y: 0, width: 320, height: 480), at: .zero)
    let path = FieldPath(to: field, under: root, revision: root.hierarchyRevision)
    #expect(path.isInsideRoot)
    #expect(path.holder === outer)
    // The holder is the root view's subview on the way: the outer scroll view, at its frame.
    let outerRect = CGRect(x: 10, y: 20, width: 300, height: 400)
    #expect(path.holderRect(in: shown) == outerRect)
    // The field: 10 + 5 + 7 + 3 across; 20 − 30 + 60 + 11 + 50 down, less the outer offset.
    #expect(path.fieldRect(in: shown) == CGRect(x: 25, y: 111, width: 150, height: 30))
    // Of the two scroll views holding the field, the outermost.
    let scrollView = try #require(path.scrollView(in: shown))
    #expect(scrollView.view === outer)
    #expect(scrollView.rect == outerRect)
  }

  /// Each view's place is its frame less its superview's content offset where that superview is
  /// a scroll view, the root view among them, and only there: the path finds once which of its
  /// superviews scroll (`FieldPath`'s steps), and every sample places the views by it.
  @Test func eachScrollViewOnThePathMovesWhatItHoldsByItsOffsetAndNoOtherViewDoes() {
    let root = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.contentOffset = CGPoint(x: 0, y: 40)
    let plain = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 300))
    let inner = UIScrollView(frame: CGRect(x: 5, y: 20, width: 280, height: 250))
    inner.contentOffset = CGPoint(x: 3, y: 15)
    let field = UITextField(frame: CGRect(x: 7, y: 60, width: 150, height: 30))
    root.addSubview(plain)
    plain.addSubview(inner)
    inner.addSubview(field)
    let shown = ShownHierarchy(
      root: root, placement: CGRect(x: 0, y: 0, width: 320, height: 480), at: .zero)
    let path = FieldPath(to: field, under: root, revision: root.hierarchyRevision)
    // The holder, on the scrolled root view: 100 − 40 down.
    #expect(path.holderRect(in: shown) == CGRect(x: 10, y: 60, width: 300, height: 300))
    // The field: 10 + 5 + 7 − 3 across; 100 − 40 + 20 + 60 − 15 down. The plain view between
    // the two scroll views takes nothing off.
    #expect(path.fieldRect(in: shown) == CGRect(x: 19, y: 125, width: 150, height: 30))
    // The outermost scroll view below the root view holding the field.
    #expect(path.scrollView(in: shown)?.view === inner)
    #expect(path.scrollView(in: shown)?.rect == CGRect(x: 15, y: 80, width: 280, height: 250))
  }

  @Test func aFieldOutsideTheRootViewOrNoneHasNoPath() {
    let (root, _, _, _) = hierarchy()
    let elsewhere = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(!FieldPath(to: elsewhere, under: root, revision: root.hierarchyRevision).isInsideRoot)
    #expect(!FieldPath(to: nil, under: root, revision: root.hierarchyRevision).isInsideRoot)
    // The root view itself is not inside the root view.
    #expect(!FieldPath(to: root, under: root, revision: root.hierarchyRevision).isInsideRoot)
    // None of them has a holder, whose gap a filling view could cover.
    #expect(FieldPath(to: elsewhere, under: root, revision: root.hierarchyRevision).holder == nil)
    #expect(FieldPath(to: root, under: root, revision: root.hierarchyRevision).holder == nil)
  }

  @Test func theRevisionChangesWhenAViewIsLinkedIntoOrOutOfTheHierarchyBelow() {
    let (root, outer, container, field) = hierarchy()
    let first = root.hierarchyRevision
    let path = FieldPath(to: field, under: root, revision: first)
    #expect(path.leads(to: ObjectIdentifier(field), revision: root.hierarchyRevision))
    #expect(!path.leads(to: ObjectIdentifier(container), revision: root.hierarchyRevision))
    // Moving a view among its siblings links nothing: the path still holds.
    outer.addSubview(UIView(frame: .zero))
    let second = root.hierarchyRevision
    #expect(second != first)
    outer.sendSubviewToBack(outer.subviews[1])
    #expect(root.hierarchyRevision == second)
    // The field taken out of its container, deep below the root view: the path no longer holds.
    field.removeFromSuperview()
    #expect(!path.leads(to: ObjectIdentifier(field), revision: root.hierarchyRevision))
    #expect(!FieldPath(to: field, under: root, revision: root.hierarchyRevision).isInsideRoot)
    // No two views share a revision, so a path found under one root view never holds under
    // another.
    #expect(UIView(frame: .zero).hierarchyRevision != UIView(frame: .zero).hierarchyRevision)
  }
}
