import Testing

@testable import SimulatedIOS
@testable import SimulatedUIKit

/// Solving the storyboards' edge constraints (`docs/behaviour-model.md` §5, Auto Layout).

@Suite struct NSLayoutConstraintTests {
  private let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

  private func pin(
    _ view: UIView, _ attribute: NSLayoutConstraint.Attribute, to superview: UIView,
    _ constant: CGFloat,
    superviewFirst: Bool = false
  ) -> NSLayoutConstraint {
    superviewFirst
      ? NSLayoutConstraint(
        item: superview, attribute: attribute, relatedBy: .equal, toItem: view,
        attribute: attribute, multiplier: 1, constant: constant)
      : NSLayoutConstraint(
        item: view, attribute: attribute, relatedBy: .equal, toItem: superview,
        attribute: attribute, multiplier: 1, constant: constant)
  }

  /// Where `superview`'s layout puts `view` (a subview, placed by constraints) under
  /// `constraints`, which `superview` owns.
  private func solve(
    _ view: UIView, in superview: UIView, _ constraints: [NSLayoutConstraint]
  ) -> CGRect {
    if view.superview !== superview { superview.addSubview(view) }
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addConstraints(constraints)
    superview.layoutIfNeeded()
    return view.frame
  }

  @Test func fourPinnedEdgesTakeTheSuperviewsBoundsLessTheConstants() {
    let superview = UIView(frame: bounds)
    let view = UIView(frame: .zero)
    let constraints = [
      pin(view, .leading, to: superview, 10), pin(view, .top, to: superview, 20),
      pin(view, .trailing, to: superview, 30, superviewFirst: true),
      pin(view, .bottom, to: superview, 258, superviewFirst: true),
    ]
    let frame = solve(view, in: superview, constraints)
    #expect(frame == CGRect(x: 10, y: 20, width: 375 - 10 - 30, height: 667 - 20 - 258))
  }

  @Test func theSignOfTheConstantFollowsWhichItemComesFirst() {
    let superview = UIView(frame: bounds)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
    // view.bottom = superview.bottom + 10 puts it 10 below; superview.bottom = view.bottom + 10, 10 above.
    let below = solve(view, in: superview, [pin(view, .bottom, to: superview, 10)])
    let otherSuperview = UIView(frame: bounds)
    let otherView = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
    let above = solve(
      otherView, in: otherSuperview,
      [pin(otherView, .bottom, to: otherSuperview, 10, superviewFirst: true)])
    #expect(below.maxY == 677)
    #expect(above.maxY == 657)
  }

  @Test func oneEdgePerAxisKeepsTheViewsSize() {
    // The storyboard's text field: trailing and bottom 20 pt inside the gray view.
    let gray = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 409))
    let field = UIView(frame: CGRect(x: 160, y: 617, width: 195, height: 30))
    let constraints = [
      pin(field, .bottom, to: gray, 20, superviewFirst: true),
      pin(field, .trailing, to: gray, 20, superviewFirst: true),
    ]
    #expect(solve(field, in: gray, constraints) == CGRect(x: 160, y: 359, width: 195, height: 30))
  }

  @Test func leadingAndTopAloneMoveTheOrigin() {
    let superview = UIView(frame: bounds)
    let view = UIView(frame: CGRect(x: 99, y: 99, width: 50, height: 40))
    let frame = solve(
      view, in: superview,
      [pin(view, .leading, to: superview, 5), pin(view, .top, to: superview, 7)])
    #expect(frame == CGRect(x: 5, y: 7, width: 50, height: 40))
  }

  @Test func constraintsOfOtherViewsAreIgnored() {
    let superview = UIView(frame: bounds)
    let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    let other = UIView(frame: .zero)
    superview.addSubview(other)
    let frame = solve(
      view, in: superview,
      [pin(other, .top, to: superview, 50), pin(other, .leading, to: superview, 50)])
    #expect(frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  // A view adds constraints at once (`addConstraints(_:)`) as it adds them one at a time
  // (`addConstraint(_:)`): in their order, one another view held moving here (that view holds it
  // no more), one given twice held twice, the view marked for layout, and its subview laid out
  // where one at a time lays it out.
  @Test func addingConstraintsAtOnceIsAddingThemOneAtATime() {
    func make(atOnce: Bool) -> (root: UIView, inner: UIView, view: UIView, given: [AnyObject]) {
      let root = UIView(frame: bounds)
      let inner = UIView(frame: bounds)
      root.addSubview(inner)
      let view = UIView(frame: .zero)
      view.translatesAutoresizingMaskIntoConstraints = false
      inner.addSubview(view)
      let leading = pin(view, .leading, to: inner, 10)
      root.addConstraint(leading)
      let top = pin(view, .top, to: inner, 20)
      let given = [
        top, leading, view.widthAnchor.constraint(equalToConstant: 100),
        view.heightAnchor.constraint(equalToConstant: 40), top,
      ]
      root.layoutIfNeeded()
      inner.needsLayout = false
      if atOnce {
        inner.addConstraints(given)
      } else {
        for constraint in given { inner.addConstraint(constraint) }
      }
      return (root, inner, view, given)
    }
    for atOnce in [false, true] {
      let (root, inner, view, given) = make(atOnce: atOnce)
      let held = inner.constraints.map { constraint in given.firstIndex { $0 === constraint } }
      #expect(held == [0, 1, 2, 3, 0], "at once: \(atOnce)")
      #expect(root.constraints.isEmpty, "at once: \(atOnce)")
      #expect(inner.constraints.allSatisfy { $0.owner === inner }, "at once: \(atOnce)")
      #expect(inner.needsLayout, "at once: \(atOnce)")
      root.layoutIfNeeded()
      #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 40), "at once: \(atOnce)")
    }
  }

  @Test func changingTheConstantMarksTheOwnerButMovesNothing() {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    nib.view.layoutIfNeeded()
    let before = nib.grayView.frame
    nib.bottomLayoutConstraint?.constant = 258
    #expect(nib.grayView.frame == before)
    nib.view.layoutIfNeeded()
    #expect(nib.grayView.frame == CGRect(x: 0, y: 0, width: 375, height: 409))
  }

  @Test func theStoryboardConnectsOnlyTheBottomConstraint() {
    let nib = SchmeeboardNib.autoLayout2017.instantiate()
    let bottom = nib.bottomLayoutConstraint
    #expect(bottom?.firstAttribute == .bottom)
    #expect(bottom?.firstItem === nib.view)
    #expect(bottom?.secondItem === nib.grayView)
    #expect(bottom?.constant == 0)
    #expect(SchmeeboardNib.springsAndStruts2012.instantiate().bottomLayoutConstraint == nil)
  }
}
