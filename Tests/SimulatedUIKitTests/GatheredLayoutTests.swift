import Testing

@testable import SimulatedUIKit

/// A layout takes the items and constraints its view's last layout gathered while the structure
/// they came from is unchanged (`ConstraintSolver`'s `Gathered`, kept by `UIView.layoutRevision`):
/// every change of what a layout gathers, made between two layouts, is seen by the second, as a
/// view laid out for the first time would see it.
@Suite struct GatheredLayoutTests {
  /// A view holding a container holding one view placed by constraints: its leading edge and
  /// top pinned to the container's, 100 × 40.
  private func stack() -> (outer: UIView, container: UIView, view: UIView) {
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
    outer.addSubview(container)
    let view = UIView(frame: .zero)
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 40),
    ])
    return (outer, container, view)
  }

  /// Lays `container` out again, as a layout pass does after a change.
  private func layOut(_ container: UIView) {
    container.setNeedsLayout()
    container.layoutIfNeeded()
  }

  // Laid out twice with nothing changed, the view stays where the first layout put it.
  @Test func aSecondLayoutOfTheSameStructurePlacesAsTheFirst() {
    let (_, container, view) = stack()
    layOut(container)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
    layOut(container)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
  }

  // A constant changed between two layouts is read by the second.
  @Test func aConstantChangedBetweenLayoutsIsSeen() {
    let (_, container, view) = stack()
    layOut(container)
    container.constraints.first { $0.firstAttribute == .leading }?.constant = 30
    layOut(container)
    #expect(view.frame.minX == 30)
  }

  // A constraint added between two layouts, held by the container, places the view: a trailing
  // edge 50 pt in from the container's, above the width's priority, makes the view wider.
  @Test func aConstraintAddedBetweenLayoutsIsSeen() {
    let (_, container, view) = stack()
    layOut(container)
    let width = view.constraints.first { $0.firstAttribute == .width }
    width?.isActive = false
    view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -50).isActive = true
    layOut(container)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 240, height: 40))
  }

  // A constraint deactivated between two layouts no longer places the view: without its
  // height, the view keeps the height it had.
  @Test func aConstraintDeactivatedBetweenLayoutsIsNoLongerSeen() {
    let (_, container, view) = stack()
    layOut(container)
    let top = container.constraints.first { $0.firstAttribute == .top }
    top?.isActive = false
    container.addConstraint(
      NSLayoutConstraint(
        item: view, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top,
        multiplier: 1, constant: 70))
    layOut(container)
    #expect(view.frame.minY == 70)
    view.constraints.first { $0.firstAttribute == .height }?.isActive = false
    view.heightAnchor.constraint(equalToConstant: 15).isActive = true
    layOut(container)
    #expect(view.frame == CGRect(x: 10, y: 70, width: 100, height: 15))
  }

  // A constraint held by a view above the one laid out (`outer`), added between two layouts
  // of the container, is gathered by the second: the view's top pinned 5 pt below the outer view's.
  @Test func aConstraintAddedAboveTheViewLaidOutIsSeen() {
    let (outer, container, view) = stack()
    layOut(container)
    container.constraints.first { $0.firstAttribute == .top }?.isActive = false
    let top = view.topAnchor.constraint(equalTo: outer.topAnchor, constant: 5)
    top.isActive = true
    #expect(top.owner === outer)
    layOut(container)
    #expect(view.frame.minY == 5)
    top.isActive = false
    view.topAnchor.constraint(equalTo: container.topAnchor, constant: 45).isActive = true
    layOut(container)
    #expect(view.frame.minY == 45)
  }

  // A view that starts translating its autoresizing mask into constraints between two layouts is
  // no longer placed by them; one added between them is.
  @Test func aViewPlacedOrNoLongerPlacedBetweenLayoutsIsSeen() {
    let (_, container, view) = stack()
    layOut(container)
    view.translatesAutoresizingMaskIntoConstraints = true
    view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    layOut(container)
    #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    let other = UIView(frame: .zero)
    other.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(other)
    NSLayoutConstraint.activate([
      other.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      other.topAnchor.constraint(equalTo: container.topAnchor),
      other.widthAnchor.constraint(equalToConstant: 7),
      other.heightAnchor.constraint(equalToConstant: 8),
    ])
    layOut(container)
    #expect(other.frame == CGRect(x: 0, y: 0, width: 7, height: 8))
  }

  // A layout guide added between two layouts is placed by the second, and the view pinned to it
  // follows it.
  @Test func aGuideAddedBetweenLayoutsIsPlaced() {
    let (_, container, view) = stack()
    layOut(container)
    let guide = UILayoutGuide()
    container.addLayoutGuide(guide)
    container.constraints.first { $0.firstAttribute == .leading }?.isActive = false
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 60),
      guide.widthAnchor.constraint(equalToConstant: 10),
      view.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    layOut(container)
    #expect(guide.layoutFrame.minX == 60)
    #expect(view.frame.minX == 70)
  }

  // Every change a layout's gathering reads gives the view it happens in and every view above
  // it a new `layoutRevision`, and leaves a view beside them as it was.
  @Test func eachStructuralChangeRenumbersTheViewAndThoseAboveIt() {
    let (outer, container, view) = stack()
    let sibling = UIView(frame: .zero)
    outer.addSubview(sibling)
    let second = UIView(frame: .zero)
    container.addSubview(second)
    func renumbers(_ change: () -> Void) -> Bool {
      let before = (outer.layoutRevision, container.layoutRevision, sibling.layoutRevision)
      change()
      return outer.layoutRevision != before.0 && container.layoutRevision != before.1
        && sibling.layoutRevision == before.2
    }
    let width = view.widthAnchor.constraint(equalToConstant: 50)
    #expect(renumbers { width.isActive = true })
    #expect(renumbers { width.isActive = false })
    #expect(renumbers { second.translatesAutoresizingMaskIntoConstraints = false })
    #expect(renumbers { container.bringSubviewToFront(view) })
    let guide = UILayoutGuide()
    #expect(renumbers { container.addLayoutGuide(guide) })
    #expect(renumbers { container.removeLayoutGuide(guide) })
    #expect(renumbers { second.removeFromSuperview() })
    #expect(renumbers { container.addSubview(second) })
    // Setting it to what it is changes nothing.
    let revision = container.layoutRevision
    second.translatesAutoresizingMaskIntoConstraints = false
    #expect(container.layoutRevision == revision)
  }

  // A view's size its own constraints settle (a container sized by its content) follows a
  // constraint between it and its subview added between two layouts of its superview.
  @Test func aContentConstraintAddedBetweenLayoutsIsSeen() {
    let (_, container, view) = stack()
    let content = UIView(frame: .zero)
    content.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(content)
    view.constraints.first { $0.firstAttribute == .height }?.isActive = false
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: view.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 25),
    ])
    layOut(container)
    // One vertical constraint between the view and its subview settles nothing: the view keeps
    // its height.
    #expect(view.frame.height == 0)
    content.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
    layOut(container)
    #expect(view.frame.height == 25)
  }
}
