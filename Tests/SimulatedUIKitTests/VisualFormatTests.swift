import Foundation
import Testing

@testable import SimulatedUIKit

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: Auto Layout's
/// visual format language [A: Apple's Auto Layout Guide, "Visual Format Language"], read into
/// inactive constraints that the lab's layout then solves.
@Suite struct VisualFormatTests {
  /// A 320 × 480 pt container holding `count` views that take constraints.
  private func container(holding count: Int) -> (UIView, [UIView]) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let views = (0..<count).map { _ in UIView() }
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    return (container, views)
  }

  // "H:|[child]|" and "V:|[child]|" pin a view to its superview's four edges, flush: two
  // constraints each, returned inactive; added, the child fills the container.
  @Test func flushEdgesPinAViewToItsSuperview() {
    let (container, views) = container(holding: 1)
    let horizontal = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|[childView]|", options: [], metrics: nil,
      views: ["childView": views[0]])
    let vertical = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|[childView]|", options: [], metrics: nil,
      views: ["childView": views[0]])
    #expect(horizontal.count == 2 && vertical.count == 2)
    #expect((horizontal + vertical).allSatisfy { !$0.isActive && $0.constant == 0 })
    #expect(horizontal.map(\.firstAttribute) == [.leading, .trailing])
    #expect(vertical.map(\.firstAttribute) == [.top, .bottom])
    #expect(horizontal[1].firstItem === container && horizontal[1].secondItem === views[0])
    container.addConstraints(horizontal + vertical)
    container.layoutIfNeeded()
    #expect(views[0].frame == container.bounds)
  }

  // The standard space is 8 pt between views and 20 pt to the superview's edge; a view's
  // predicate in parentheses sizes it, a view's name there makes it as wide as that view, and
  // .alignAllTop puts each view's top on the one before it: two equal views across 320 pt are
  // (320 - 20 - 8 - 20) / 2 = 136 pt wide.
  @Test func standardSpacesSizesAndAlignmentsLayViewsOut() {
    let (container, views) = container(holding: 2)
    let names = ["first": views[0], "second": views[1]]
    container.addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[first]-[second(==first)]-|", options: .alignAllTop,
        metrics: nil, views: names)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|-top-[first(40)]", options: [], metrics: ["top": 10],
          views: names)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:[second(==first)]", options: [], metrics: nil, views: names))
    container.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 20, y: 10, width: 136, height: 40))
    #expect(views[1].frame == CGRect(x: 164, y: 10, width: 136, height: 40))
  }

  // Spaces and sizes take metrics, numbers, relations and priorities: "-pad-" is 12 pt from the
  // metrics; "(>=50@750)" a width of at least 50 pt at priority 750; "-(>=0,<=30)-" two
  // constraints on one space; a vertical format relates tops and bottoms.
  @Test func predicatesCarryRelationsConstantsAndPriorities() {
    let (container, views) = container(holding: 2)
    let names = ["a": views[0], "b": views[1]]
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "|-pad-[a(>=50@750)]-(>=0,<=30)-[b]", metrics: ["pad": CGFloat(12)],
      views: names)
    #expect(constraints.count == 4)
    let width = constraints.first { $0.firstAttribute == .width }
    #expect(width?.relation == .greaterThanOrEqual && width?.constant == 50)
    #expect(width?.priority == UILayoutPriority(750) && width?.secondItem == nil)
    let spaces = constraints.filter { $0.firstItem === views[1] }
    #expect(spaces.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
    #expect(spaces.map(\.constant) == [0, 30])
    #expect(spaces.allSatisfy { $0.firstAttribute == .leading && $0.secondAttribute == .trailing })
    #expect(constraints.first { $0.secondItem === container }?.constant == 12)
    let vertical = NSLayoutConstraint.constraints(
      withVisualFormat: "V:[a]-20-[b]", options: .alignAllCenterX, metrics: nil, views: names)
    #expect(vertical.map(\.firstAttribute) == [.top, .centerX])
    #expect(vertical[0].secondAttribute == .bottom && vertical[0].constant == 20)
  }

  // What UIKit refuses with NSInvalidArgumentException stops the program: a view left open, a
  // name the views dictionary lacks, a '|' beside a view without a superview, an alignment along
  // the format's own axis, a metric the dictionary lacks.
  @Test func malformedFormatsStopTheProgram() async {
    await #expect(processExitsWith: .failure) {
      let view = UIView()
      UIView().addSubview(view)
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[view|", options: [], metrics: nil, views: ["view": view])
    }
    await #expect(processExitsWith: .failure) {
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: "H:[other]", options: [], metrics: nil, views: ["view": UIView()])
    }
    await #expect(processExitsWith: .failure) {
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[view]", options: [], metrics: nil, views: ["view": UIView()])
    }
    await #expect(processExitsWith: .failure) {
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: "H:[a][b]", options: .alignAllLeading, metrics: nil,
        views: ["a": UIView(), "b": UIView()])
    }
    await #expect(processExitsWith: .failure) {
      _ = NSLayoutConstraint.constraints(
        withVisualFormat: "H:[a]-gap-[b]", options: [], metrics: nil,
        views: ["a": UIView(), "b": UIView()])
    }
  }
}
