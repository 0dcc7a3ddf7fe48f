import Testing

@testable import SimulatedUIKit

/// The keyboard layout guide's tracking constraints (`UITrackingLayoutGuide`): turned on and off
/// by the edges of its owning view the guide is near, while it follows an undocked keyboard.
@Suite struct TrackingLayoutGuideTests {
  /// A view of an iPhone 5's screen with a bar inside it, placed by constraints.
  private func viewWithBar() -> (view: UIView, bar: UIView) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(bar)
    return (view, bar)
  }

  // Apple's sample pins views one way while the keyboard is docked (near the bottom only: a guide
  // across the whole width is near neither side) and another when it floats away; here the bar
  // sits on the keyboard, and when the keyboard's top reaches the view's top the guide spans the
  // view's height, near no edge at all.
  @Test func aFollowingGuideActivatesTheConstraintsOfTheEdgesItIsNear() {
    let system = RecordingSystem()
    let (view, bar) = viewWithBar()
    let guide = view.keyboardLayoutGuide
    let onKeyboard = guide.topAnchor.constraint(equalTo: bar.bottomAnchor)
    let onTop = bar.topAnchor.constraint(equalTo: view.topAnchor)
    let centred = bar.centerXAnchor.constraint(equalTo: guide.centerXAnchor)
    let atTrailing = guide.trailingAnchor.constraint(equalTo: bar.trailingAnchor)
    var docked: [Bool] = []
    var edgesDocked: NSDirectionalRectEdge = []
    var spanning: [Bool] = []
    var barFrame = CGRect.zero
    RunningSystemSlot.install(system) {
      system.keyboardTop = 352
      guide.followsUndockedKeyboard = true
      guide.setConstraints([onKeyboard], activeWhenNearEdge: .bottom)
      guide.setConstraints([onTop], activeWhenAwayFrom: .bottom)
      guide.setConstraints([centred], activeWhenAwayFrom: [.leading, .trailing])
      guide.setConstraints([atTrailing], activeWhenNearEdge: .trailing)
      docked = [onKeyboard, onTop, centred, atTrailing].map(\.isActive)
      edgesDocked = guide.nearEdges
      bar.heightAnchor.constraint(equalToConstant: 44).isActive = true
      bar.widthAnchor.constraint(equalToConstant: 100).isActive = true
      view.layoutIfNeeded()
      barFrame = bar.frame
      system.keyboardTop = 0
      view.setNeedsLayout()
      view.layoutIfNeeded()
      spanning = [onKeyboard, onTop, centred, atTrailing].map(\.isActive)
    }
    #expect(edgesDocked == .bottom)
    #expect(docked == [true, false, true, false])
    #expect(barFrame == CGRect(x: 110, y: 308, width: 100, height: 44))
    #expect(spanning == [false, true, true, false])
  }

  // "Tracking constraints only apply when followsUndockedKeyboard is true" (Apple's sample's
  // article): the guide keeps them, and leaves them as the app made them.
  @Test func aGuideThatDoesNotFollowTheUndockedKeyboardLeavesItsConstraintsAlone() {
    let system = RecordingSystem()
    let (view, bar) = viewWithBar()
    let guide = view.keyboardLayoutGuide
    let onKeyboard = guide.topAnchor.constraint(equalTo: bar.bottomAnchor)
    let away = bar.topAnchor.constraint(equalTo: view.topAnchor)
    RunningSystemSlot.install(system) {
      system.keyboardTop = 352
      guide.setConstraints([onKeyboard], activeWhenNearEdge: .bottom)
      guide.setConstraints([away], activeWhenAwayFrom: .top)
      view.layoutIfNeeded()
    }
    #expect(!onKeyboard.isActive && !away.isActive)
    #expect(guide.constraints(activeWhenNearEdge: .bottom) == [onKeyboard])
    #expect(guide.constraints(activeWhenAwayFrom: .top) == [away])
    #expect(guide.constraints(activeWhenAwayFrom: .bottom).isEmpty)
    guide.setConstraints([], activeWhenNearEdge: .bottom)
    #expect(guide.constraints(activeWhenNearEdge: .bottom).isEmpty)
  }

  // With no keyboard the guide lies along the safe area's bottom, height 0 here: near the bottom.
  @Test func withTheKeyboardDownTheGuideIsNearTheBottom() {
    let system = RecordingSystem()
    let (view, _) = viewWithBar()
    var edges: NSDirectionalRectEdge = []
    RunningSystemSlot.install(system) { edges = view.keyboardLayoutGuide.nearEdges }
    #expect(edges == .bottom)
  }
}
