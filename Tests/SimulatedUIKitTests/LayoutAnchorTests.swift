import SimulationHelpers
import Testing

@testable import SimulatedUIKit

/// Constraints as user code writes them today: anchors, `activate`, priorities, guides, and the
/// layouts keyboard code builds from them [A: Apple's `NSLayoutAnchor`, `NSLayoutConstraint` and
/// `UILayoutGuide` references; "Auto Layout Guide"].
@Suite struct LayoutAnchorTests {
  private let screen = CGRect(x: 0, y: 0, width: 375, height: 667)

  /// A root view of `screen`'s size with `count` subviews placed by constraints.
  private func views(_ count: Int) -> (root: UIView, subviews: [UIView]) {
    let root = UIView(frame: screen)
    let subviews = (0..<count).map { _ in UIView(frame: .zero) }
    for view in subviews {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    return (root, subviews)
  }

  // "When you activate a constraint, it is added to the closest common ancestor of the items it
  // manages"; a size set to a constant belongs to the view itself [A: isActive].
  @Test func activatingAddsTheConstraintToTheNearestCommonAncestor() {
    let (root, subviews) = views(2)
    let inner = UIView(frame: .zero)
    subviews[0].addSubview(inner)
    let siblings = subviews[0].topAnchor.constraint(equalTo: subviews[1].bottomAnchor)
    let toRootGuide = inner.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
    let height = subviews[1].heightAnchor.constraint(equalToConstant: 44)
    NSLayoutConstraint.activate([siblings, toRootGuide, height])
    #expect(root.constraints.contains { $0 === siblings })
    #expect(root.constraints.contains { $0 === toRootGuide })
    #expect(subviews[1].constraints.contains { $0 === height })
    #expect(siblings.isActive && height.isActive)
    NSLayoutConstraint.deactivate([siblings, height])
    #expect(!siblings.isActive && !root.constraints.contains { $0 === siblings })
    #expect(subviews[1].constraints.isEmpty)
  }

  // A new constraint is required (1000) with no identifier; the named levels are UIKit's [A].
  @Test func constraintsStartRequiredAndKeepTheirPriorityAndIdentifier() {
    let (_, subviews) = views(1)
    let constraint = subviews[0].widthAnchor.constraint(equalToConstant: 10)
    #expect(constraint.priority == .required && constraint.identifier == nil)
    constraint.priority = .defaultHigh
    constraint.identifier = "bar width"
    #expect(constraint.priority.rawValue == 750 && constraint.identifier == "bar width")
    #expect(
      UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.required - 1 < .required)
    #expect(constraint.firstAttribute == .width && constraint.secondItem == nil)
  }

  // Four edges pinned with constants fill the superview less them; leading is left [A].
  @Test func fourEdgesPinnedWithConstantsFillTheSuperviewLessThem() {
    let (root, subviews) = views(1)
    let view = subviews[0]
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
      root.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: 12),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -30),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 8, y: 20, width: 375 - 20, height: 667 - 50))
  }

  // A fixed height and a bottom pin put the view's top the height above the pin; a width at half
  // the superview's and a center pin center it [A: multiplier, centerXAnchor].
  @Test func aFixedHeightAboveABottomPinAndAHalfWidthCentered() {
    let (root, subviews) = views(1)
    let bar = subviews[0]
    NSLayoutConstraint.activate([
      bar.heightAnchor.constraint(equalToConstant: 44),
      bar.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
      bar.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      bar.centerXAnchor.constraint(equalTo: root.centerXAnchor),
    ])
    root.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 375.0 / 4, y: 667 - 10 - 44, width: 375.0 / 2, height: 44))
  }

  // A required ≤ beats a lower-priority equality: the bottom wants the superview's bottom but must
  // stay 100 pt above it [A: "constraints with higher priority levels are satisfied before
  // constraints with lower priority levels"].
  @Test func aRequiredInequalityOverridesALowPriorityEquality() {
    let (root, subviews) = views(1)
    let view = subviews[0]
    let wanted = view.bottomAnchor.constraint(equalTo: root.bottomAnchor)
    wanted.priority = .defaultLow
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      wanted,
      view.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: -100),
    ])
    root.layoutIfNeeded()
    #expect(view.frame.maxY == 567)
    wanted.priority = .required
    root.layoutIfNeeded()
    #expect(view.frame.maxY == 667)
  }

  // A table above a bar: the table's bottom pinned to a sibling's top reads the sibling where its
  // own constraints put it, whatever the order they were added in.
  @Test func aTableAboveABarReadsTheBarsSolvedTop() {
    let (root, subviews) = views(2)
    let (table, bar) = (subviews[0], subviews[1])
    NSLayoutConstraint.activate([
      table.topAnchor.constraint(equalTo: root.topAnchor),
      table.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      table.bottomAnchor.constraint(equalTo: bar.topAnchor),
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
      bar.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -200),
    ])
    root.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 667 - 244, width: 375, height: 44))
    #expect(table.frame == CGRect(x: 0, y: 0, width: 375, height: 667 - 244))
  }

  // A guide the app adds is placed by its constraints, and views pin to it as to a view [A:
  // addLayoutGuide(_:), layoutFrame].
  @Test func anAppsLayoutGuideIsPlacedByItsConstraints() {
    let (root, subviews) = views(1)
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    NSLayoutConstraint.activate([
      guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      guide.heightAnchor.constraint(equalToConstant: 50),
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      guide.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      subviews[0].topAnchor.constraint(
        equalToSystemSpacingBelow: guide.bottomAnchor, multiplier: 1),
      subviews[0].leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      subviews[0].trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      subviews[0].heightAnchor.constraint(equalToConstant: 30),
    ])
    #expect(guide.owningView === root && root.layoutGuides.count == 1)
    #expect(guide.layoutFrame == CGRect(x: 10, y: 100, width: 355, height: 50))
    root.layoutIfNeeded()
    #expect(subviews[0].frame == CGRect(x: 10, y: 158, width: 355, height: 30))
  }

  // On an iPhone without a home button, iOS 15: a 44 pt bar pinned above the keyboard layout
  // guide, a table from the safe area's top down to the bar. At rest the guide's top is the safe
  // area's bottom (34 pt up); with the keyboard up, the keyboard's top [A: UIKeyboardLayoutGuide].
  @Test func aBarOnTheKeyboardGuideAndATableAboveItFollowTheKeyboard() throws {
    let notebook = Notebook()
    _ = try runScenario(
      "at 0.5 tap text-field", device: .iphonex, os: 15, nib: .technique(.shrinkingView)
    ) { _ in
      ProbeController { probe in
        let root = probe.rootView
        let table = UITableView(frame: .zero, style: .plain)
        let bar = UIView(frame: .zero)
        for view in [table, bar] {
          view.translatesAutoresizingMaskIntoConstraints = false
          root.addSubview(view)
        }
        NSLayoutConstraint.activate([
          bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
          bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
          bar.heightAnchor.constraint(equalToConstant: 44),
          bar.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
          table.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
          table.leadingAnchor.constraint(equalTo: root.leadingAnchor),
          table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
          table.bottomAnchor.constraint(equalTo: bar.topAnchor),
        ])
        probe.at(0.25) {
          notebook["rest bar bottom"] = Double(bar.frame.maxY)
          notebook["rest table top"] = Double(table.frame.minY)
          notebook["rest table bottom"] = Double(table.frame.maxY)
        }
        probe.at(2) {
          notebook["bar bottom"] = Double(bar.frame.maxY)
          notebook["guide top"] = Double(root.keyboardLayoutGuide.layoutFrame.minY)
          notebook["table bottom"] = Double(table.frame.maxY)
        }
      }
    }
    // The iPhone X: 812 pt tall, the safe area 44 pt from the top and 34 pt from the bottom.
    #expect(notebook["rest bar bottom"] == 778.0)
    #expect(notebook["rest table top"] == 44)
    #expect(notebook["rest table bottom"] == 734.0)
    let keyboardTop = try #require(notebook["guide top"])
    #expect(keyboardTop < 578.0)
    #expect(notebook["bar bottom"] == keyboardTop)
    #expect(notebook["table bottom"] == keyboardTop - 44)
  }

  // The keyboard's guide follows only a docked keyboard unless told to follow an undocked one
  // (followsUndockedKeyboard, default false), and its dismiss padding starts at 0 [A:
  // UIKeyboardLayoutGuide]; a guide's anchors constrain views as a view's do.
  @Test func theKeyboardGuideStartsWithUIKitsDefaults() {
    let root = UIView(frame: screen)
    let guide = root.keyboardLayoutGuide
    #expect(!guide.followsUndockedKeyboard && guide.keyboardDismissPadding == 0)
    #expect(root.keyboardLayoutGuide === guide && guide.owningView === root)
    #expect(guide.layoutFrame == CGRect(x: 0, y: 667, width: 375, height: 0))
  }
}
