import Testing

@testable import SimulatedUIKit

/// The storage the constraint solver keeps on the view it lays out, for the next layout of that
/// view (`UIView.solverWorkspace`): it holds no rows, unknowns or holds over from one solve to
/// the next, so a view laid out again gets the frames a view laid out for the first time gets,
/// and none of the items or constraints a solve gathered, so that it keeps none alive.
@Suite struct SolverWorkspaceTests {
  /// A root view with `count` subviews placed by constraints: side by side, each at least
  /// `minimumWidth` wide and pinned to the top.
  private func row(of count: Int, minimumWidth: CGFloat) -> (root: UIView, views: [UIView]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    var views: [UIView] = []
    for _ in 0..<count {
      let view = UIView(frame: .zero)
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      views.append(view)
    }
    var constraints = [views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor)]
    for (left, right) in zip(views, views.dropFirst()) {
      constraints.append(right.leadingAnchor.constraint(equalTo: left.trailingAnchor))
      constraints.append(right.widthAnchor.constraint(equalTo: left.widthAnchor))
    }
    constraints.append(views[count - 1].trailingAnchor.constraint(equalTo: root.trailingAnchor))
    for view in views {
      constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10))
      constraints.append(view.heightAnchor.constraint(equalToConstant: 40))
      constraints.append(view.widthAnchor.constraint(greaterThanOrEqualToConstant: minimumWidth))
    }
    NSLayoutConstraint.activate(constraints)
    return (root, views)
  }

  // The first layout keeps its storage on the view; the second, of a smaller system (one view
  // fewer), gets what a view laid out for the first time gets: three equal columns of 100 pt.
  @Test func aLayoutAfterALargerOneGetsWhatAFirstLayoutGets() {
    let (root, views) = row(of: 4, minimumWidth: 20)
    root.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [75, 75, 75, 75])
    #expect(root.solverWorkspace != nil)
    views[3].removeFromSuperview()
    NSLayoutConstraint.activate([views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor)])
    root.layoutIfNeeded()
    let (fresh, freshViews) = row(of: 3, minimumWidth: 20)
    fresh.layoutIfNeeded()
    #expect(views.prefix(3).map(\.frame) == freshViews.map(\.frame))
    #expect(freshViews.map(\.frame.width) == [100, 100, 100])
  }

  // A layout after one of more constraints reads none of their rows: the storage keeps them past
  // the rows of the system solved now (`ConstraintSolver.Rows` counts its rows), and the width
  // they bounded stays as the view has it now.
  @Test func aLayoutAfterOneOfMoreConstraintsReadsNoneOfTheirRows() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let view = UIView(frame: .zero)
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let bounds = [
      view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
      view.widthAnchor.constraint(greaterThanOrEqualToConstant: 15),
      view.widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
      view.widthAnchor.constraint(lessThanOrEqualToConstant: 90),
      view.widthAnchor.constraint(lessThanOrEqualToConstant: 85),
      view.widthAnchor.constraint(lessThanOrEqualToConstant: 80),
    ]
    NSLayoutConstraint.activate(
      [
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 40),
      ] + bounds)
    root.layoutIfNeeded()
    #expect(view.frame.width >= 20 && view.frame.width <= 80)
    NSLayoutConstraint.deactivate(bounds)
    view.frame.size.width = 150
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 0, width: 150, height: 40))
  }

  // A solve's frames stay those it found while it is held, though the view is solved again, in
  // the same workspace, to other frames in between: a solution shares the workspace's values
  // (`ConstraintSolver.Solution`), and the next solve writes values of its own.
  @Test func aSolutionKeepsItsFramesThroughTheViewsNextSolve() {
    let (root, views) = row(of: 2, minimumWidth: 20)
    var first = ConstraintSolver(superview: root)
    let found = first.frame(for: views[0])
    root.frame.size.width = 200
    var second = ConstraintSolver(superview: root)
    #expect(found.width == 150 && second.frame(for: views[0]).width == 100)
    #expect(first.frame(for: views[0]) == found)
  }

  // A layout after a smaller one, whose inequalities held at their limit, holds none of them
  // over: the larger system's columns are as a first layout makes them.
  @Test func aLayoutAfterASmallerOneHoldsNoneOfItsInequalities() {
    let small = row(of: 2, minimumWidth: 200)
    small.root.layoutIfNeeded()
    let large = row(of: 3, minimumWidth: 20)
    // The larger system, laid out in the view that solved the smaller one.
    large.root.solverWorkspace = small.root.solverWorkspace
    large.root.layoutIfNeeded()
    let fresh = row(of: 3, minimumWidth: 20)
    fresh.root.layoutIfNeeded()
    #expect(large.views.map(\.frame) == fresh.views.map(\.frame))
    #expect(fresh.views.map(\.frame.minX) == [0, 100, 200])
  }

  // A constraint deactivated and a view removed after a layout are freed: the workspace the
  // layout left on the root view holds neither, though that layout gathered both.
  @Test func aWorkspaceKeepsNoItemOrConstraintItGathered() {
    let root = row(of: 2, minimumWidth: 20).root
    weak var constraint: NSLayoutConstraint?
    weak var removed: UIView?
    do {
      let extra = UIView(frame: .zero)
      extra.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(extra)
      // Both held by the root view: a view holding a constraint on itself is never freed.
      let top = extra.topAnchor.constraint(equalTo: root.topAnchor, constant: 60)
      NSLayoutConstraint.activate([
        top, extra.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25),
      ])
      root.layoutIfNeeded()
      #expect(extra.frame == CGRect(x: 0, y: 60, width: 0, height: 50))
      top.isActive = false
      extra.removeFromSuperview()
      (constraint, removed) = (top, extra)
    }
    #expect(root.solverWorkspace != nil)
    #expect(constraint == nil)
    #expect(removed == nil)
  }
}
