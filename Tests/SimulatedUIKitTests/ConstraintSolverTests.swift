import Testing

@testable import SimulatedUIKit

/// What the lab's constraint solver guarantees (`ConstraintSolver`), each in the words of Apple's
/// Auto Layout Guide ("Anatomy of a Constraint": "Constraint Priorities", "Constraint
/// Inequalities"; "Debugging Auto Layout": "Unsatisfiable Layouts"): required constraints hold,
/// a lower priority gives way to a higher one, an inequality holds or is held at its limit, and
/// required constraints that contradict each other are reported in the run's timeline as UIKit
/// logs them, never dropped silently.
@Suite struct ConstraintSolverTests {
  /// A root view 375 × 667 with one subview placed by constraints, at (10, 20, 30, 40) before
  /// its first layout.
  private func placedView() -> (root: UIView, view: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    return (root, view)
  }

  /// A view whose content asks for `size`, as a label's text does.
  private final class SizedView: UIView {
    var size = CGSize.zero
    override var intrinsicContentSize: CGSize { size }
  }

  /// `constraint` with `priority`.
  private func at(_ priority: Float, _ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
    constraint.priority = UILayoutPriority(rawValue: priority)
    return constraint
  }

  /// Lays `root` out with a system of the tests' own running, and gives the notes the timeline
  /// took.
  private func notes(layingOut root: UIView, times: Int = 1) -> [String] {
    let system = RecordingSystem()
    RunningSystemSlot.install(system) {
      for _ in 0..<times {
        root.setNeedsLayout()
        root.layoutIfNeeded()
      }
    }
    return system.entries.compactMap {
      if case .note(let text) = $0.event { text } else { nil }
    }
  }

  // "By default, all constraints are required. Auto Layout must calculate a solution that
  // satisfies all the constraints": edges, a center and an inequality, all required, all hold,
  // wherever the view was before.
  @Test func requiredConstraintsAllHold() {
    let (root, view) = placedView()
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      view.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
      view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
      view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      view.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25),
    ])
    #expect(notes(layingOut: root).isEmpty)
    #expect(view.frame == CGRect(x: 16, y: (667 - 166.75) / 2, width: 120, height: 166.75))
  }

  // "Auto Layout attempts to satisfy all the constraints in priority order from highest to
  // lowest": of two widths that cannot both hold, the higher priority's holds, whichever came
  // first; swapping the priorities swaps the width.
  @Test func aLowerPriorityGivesWayToAHigherOne() {
    for (narrow, wide, width) in [(750 as Float, 250 as Float, 100 as CGFloat), (250, 750, 200)] {
      let (root, view) = placedView()
      NSLayoutConstraint.activate([
        at(wide, view.widthAnchor.constraint(equalToConstant: 200)),
        at(narrow, view.widthAnchor.constraint(equalToConstant: 100)),
      ])
      #expect(notes(layingOut: root).isEmpty)
      #expect(view.frame.width == width)
    }
  }

  // "If it cannot satisfy an optional constraint, it skips that constraint … Even when an
  // optional constraint cannot be satisfied, it can still influence the layout": a width at
  // most 150 (required) keeps a wish for 200 (priority 500) at 150, the closest it allows.
  @Test func anOptionalConstraintThatCannotHoldComesAsCloseAsTheOthersAllow() {
    let (root, view) = placedView()
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(lessThanOrEqualToConstant: 150),
      at(500, view.widthAnchor.constraint(equalToConstant: 200)),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.width == 150)
  }

  // "Constraint Inequalities": a minimum width holds at its limit where a lower priority asks
  // for less, and leaves a width it allows alone; at a lower priority than the wish, it gives
  // way.
  @Test func anInequalityHoldsOrIsHeldAtItsLimitByPriority() {
    for (minimumPriority, wish, width) in [
      (1000 as Float, 20.0, 40.0), (1000, 60, 60), (250, 20, 20),
    ] {
      let (root, view) = placedView()
      NSLayoutConstraint.activate([
        at(minimumPriority, view.widthAnchor.constraint(greaterThanOrEqualToConstant: 40)),
        at(750, view.widthAnchor.constraint(equalToConstant: CGFloat(wish))),
      ])
      root.layoutIfNeeded()
      #expect(view.frame.width == CGFloat(width))
    }
  }

  // "Views with Intrinsic Content Size": a view resists shrinking below its content at its
  // compression resistance (750) and growing past it at its hugging (250). Three such views
  // held to one width, as a stack view's column holds them: the widest content's resistance
  // outranks the others' hugging, so all three are as wide as it, whichever comes first.
  @Test func ofSeveralMinimaOfOnePriorityTheLargestHolds() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let views = [26.0, 46, 33].map { width in
      let view = SizedView(frame: .zero)
      view.size = CGSize(width: width, height: 20)
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      return view
    }
    NSLayoutConstraint.activate([
      views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
      views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
      views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor),
    ])
    #expect(notes(layingOut: root).isEmpty)
    #expect(views.map(\.frame.width) == [46, 46, 46])
  }

  // "Unsatisfiable Layouts": two required widths that cannot both hold. Auto Layout "prints
  // information about the unsatisfiable constraints to the console, and chooses one of the
  // constraints to break": the first holds, the second is broken, and the timeline notes UIKit's
  // words with both, the broken one last; the height, which contradicts nothing, is not listed.
  @Test func contradictoryRequiredConstraintsAreReportedWithTheOneBroken() {
    let (root, view) = placedView()
    let first = view.widthAnchor.constraint(equalToConstant: 100)
    let second = view.widthAnchor.constraint(equalToConstant: 200)
    second.identifier = "too wide"
    NSLayoutConstraint.activate([first, view.heightAnchor.constraint(equalToConstant: 44), second])
    #expect(
      notes(layingOut: root) == [
        "Unable to simultaneously satisfy constraints: "
          + "<NSLayoutConstraint UIView.width == 100 (active)>, "
          + "<NSLayoutConstraint 'too wide' UIView.width == 200 (active)>; "
          + "will attempt to recover by breaking constraint "
          + "<NSLayoutConstraint 'too wide' UIView.width == 200 (active)>"
      ])
    #expect(view.frame.size == CGSize(width: 100, height: 44))
  }

  // A required inequality that the required edges leave no room for: pinned 16 pt in from both
  // sides of a 375 pt root, the view is 343 pt wide, and at least 400 cannot hold. The three are
  // named in the order the solver met them, the view's own (its minimum width) before its
  // superview's, and the last broken: the view keeps its minimum and its leading edge. The
  // conflict is noted once however often the view is laid out.
  @Test func aRequiredInequalityTheEdgesLeaveNoRoomForIsReportedOnce() {
    let (root, view) = placedView()
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      view.widthAnchor.constraint(greaterThanOrEqualToConstant: 400),
    ])
    let noted = notes(layingOut: root, times: 3)
    #expect(
      noted == [
        "Unable to simultaneously satisfy constraints: "
          + "<NSLayoutConstraint UIView.width >= 400 (active)>, "
          + "<NSLayoutConstraint UIView.leading == UIView.leading + 16 (active)>, "
          + "<NSLayoutConstraint UIView.trailing == UIView.trailing - 16 (active)>; "
          + "will attempt to recover by breaking constraint "
          + "<NSLayoutConstraint UIView.trailing == UIView.trailing - 16 (active)>"
      ])
    #expect(view.frame.minX == 16 && view.frame.width == 400)
  }

  // An optional constraint that cannot hold is no conflict: Auto Layout skips it and says
  // nothing.
  @Test func anOptionalConstraintThatCannotHoldIsNotReported() {
    let (root, view) = placedView()
    NSLayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: 100),
      at(999, view.widthAnchor.constraint(equalToConstant: 200)),
    ])
    #expect(notes(layingOut: root).isEmpty)
    #expect(view.frame.width == 100)
  }
}
