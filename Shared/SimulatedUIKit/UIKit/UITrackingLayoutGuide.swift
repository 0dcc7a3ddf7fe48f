/// A layout guide that turns constraints on and off as it comes near its owning view's edges or
/// leaves them: UIKit's `UITrackingLayoutGuide` (iOS 15), the class of the keyboard layout guide
/// [A: `setConstraints(_:activeWhenNearEdge:)`, `setConstraints(_:activeWhenAwayFrom:)`].
///
/// Apple documents the calls, not how near is near. The lab's reading [M]: the guide is near an
/// edge of its owning view when its own side lies on that edge (within half a point) and its
/// opposite side does not lie on the opposite edge. A guide across the view's whole width is so
/// near neither the leading nor the trailing edge, as Apple's sample "Adjusting your layout with
/// keyboard layout guide" needs of the docked keyboard: its constraints for the docked keyboard are
/// active when near the bottom, and those near the leading or the trailing edge, which would
/// contradict them, are for a floating keyboard. The guide looks again whenever its owning view is
/// laid out, and when constraints are given to it.
open class UITrackingLayoutGuide: UILayoutGuide {
  /// Constraints the guide turns on and off, and the edges that decide.
  private struct Tracking {
    let edges: NSDirectionalRectEdge
    let whenNear: Bool
    var constraints: [NSLayoutConstraint]
  }

  private var trackings: [Tracking] = []

  /// Whether the guide turns its constraints on and off now: always, unless a subclass says
  /// otherwise (the keyboard layout guide's only while it follows an undocked keyboard).
  var tracksEdges: Bool { true }

  /// Gives the guide `trackingConstraints` to activate while it is near `edge` (every edge given,
  /// a corner for two) and deactivate while it is not, in place of those given for `edge` before;
  /// an empty array stops the tracking for `edge` [A]. The guide applies them at once, and at each
  /// layout of its owning view.
  public func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
  ) {
    track(trackingConstraints, edges: edge, whenNear: true)
  }

  /// The constraints given for `edge` with `setConstraints(_:activeWhenNearEdge:)` [A].
  public func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    trackings.first { $0.whenNear && $0.edges == edge }?.constraints ?? []
  }

  /// Gives the guide `trackingConstraints` to activate while it is away from every edge in
  /// `edge` and deactivate while it is near any of them, in place of those given for `edge`
  /// before; an empty array stops the tracking for `edge` [A].
  public func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
  ) {
    track(trackingConstraints, edges: edge, whenNear: false)
  }

  /// The constraints given for `edge` with `setConstraints(_:activeWhenAwayFrom:)` [A].
  public func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    trackings.first { !$0.whenNear && $0.edges == edge }?.constraints ?? []
  }

  private func track(
    _ constraints: [NSLayoutConstraint], edges: NSDirectionalRectEdge, whenNear: Bool
  ) {
    trackings.removeAll { $0.whenNear == whenNear && $0.edges == edges }
    if !constraints.isEmpty {
      trackings.append(Tracking(edges: edges, whenNear: whenNear, constraints: constraints))
    }
    applyTrackingConstraints()
  }

  /// The edges of the owning view the guide is near now (the type's comment says when) [M].
  var nearEdges: NSDirectionalRectEdge {
    guard let owningView else { return [] }
    let frame = layoutFrame
    let bounds = owningView.bounds
    func lies(_ side: CGFloat, on edge: CGFloat) -> Bool { abs(side - edge) <= 0.5 }
    let top = lies(frame.minY, on: bounds.minY)
    let bottom = lies(frame.maxY, on: bounds.maxY)
    let left = lies(frame.minX, on: bounds.minX)
    let right = lies(frame.maxX, on: bounds.maxX)
    var edges: NSDirectionalRectEdge = []
    if top && !bottom { edges.insert(.top) }
    if bottom && !top { edges.insert(.bottom) }
    if left && !right { edges.insert(.leading) }
    if right && !left { edges.insert(.trailing) }
    return edges
  }

  /// Deactivates the constraints whose edges say off, then activates those whose edges say on,
  /// for where the guide is now; nothing while the guide does not track its edges.
  func applyTrackingConstraints() {
    guard tracksEdges, !trackings.isEmpty else { return }
    let near = nearEdges
    var on: [NSLayoutConstraint] = []
    var off: [NSLayoutConstraint] = []
    for tracking in trackings {
      let active =
        tracking.whenNear
        ? near.isSuperset(of: tracking.edges) : near.isDisjoint(with: tracking.edges)
      if active { on += tracking.constraints } else { off += tracking.constraints }
    }
    NSLayoutConstraint.deactivate(off.filter(\.isActive))
    NSLayoutConstraint.activate(on.filter { !$0.isActive })
  }
}
