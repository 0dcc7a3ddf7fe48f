import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// What the screen shows of a view with a transform (`ShownHierarchy`, as a sample's path to the
/// field places the field's holder and the field, `FieldPath`): the transform applied about the
/// view's center moves and scales the view, and its subviews with it [A: `UIView.transform`, "the
/// transform is applied relative to the center point of the view"].
@Suite struct ShownHierarchyTransformTests {
  /// A 320 × 480 root view holding a 200 × 100 container at (60, 300), holding a 100 × 20 field
  /// at (10, 70).
  private func hierarchy() -> (root: UIView, container: UIView, field: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let container = UIView(frame: CGRect(x: 60, y: 300, width: 200, height: 100))
    let field = UITextField(frame: CGRect(x: 10, y: 70, width: 100, height: 20))
    root.addSubview(container)
    container.addSubview(field)
    return (root, container, field)
  }

  /// Where the screen shows the field's holder (the container) and the field, the root view
  /// placed at the origin.
  private func shown(_ root: UIView, _ field: UIView) -> (holder: CGRect, field: CGRect) {
    let shown = ShownHierarchy(
      root: root, placement: CGRect(x: 0, y: 0, width: 320, height: 480), at: .zero)
    let path = FieldPath(to: field, under: root, revision: root.hierarchyRevision)
    return (path.holderRect(in: shown), path.fieldRect(in: shown))
  }

  @Test func aTranslationMovesTheViewAndWhatItHolds() {
    let (root, container, field) = hierarchy()
    container.transform = CGAffineTransform(translationX: 5, y: -200)
    #expect(shown(root, field).holder == CGRect(x: 65, y: 100, width: 200, height: 100))
    #expect(shown(root, field).field == CGRect(x: 75, y: 170, width: 100, height: 20))
    // Its frame, which layout reads, stays where it was.
    #expect(container.frame == CGRect(x: 60, y: 300, width: 200, height: 100))
  }

  // Halved about its center (160, 350), the container shows 100 × 50 from (110, 325), and the
  // field inside it at half its size and half its offset.
  @Test func aScaleScalesTheViewAboutItsCenterAndWhatItHolds() {
    let (root, container, field) = hierarchy()
    container.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    #expect(shown(root, field).holder == CGRect(x: 110, y: 325, width: 100, height: 50))
    #expect(shown(root, field).field == CGRect(x: 115, y: 360, width: 50, height: 10))
  }

  // The root view's own transform moves everything it holds.
  @Test func theRootViewsTransformMovesTheWholeScreen() {
    let (root, _, field) = hierarchy()
    root.transform = CGAffineTransform(translationX: 0, y: -100)
    #expect(shown(root, field).field == CGRect(x: 70, y: 270, width: 100, height: 20))
  }
}
