import Testing

@testable import SimulatedUIKit

/// A control's targets and actions: `sendActions(for:)` sends each action registered for one of
/// the events, in the order added; `removeTarget` stops it; the state follows the flags [A].
@Suite struct UIControlTests {
  private final class Target {
    var received: [String] = []
    func tapped(_ sender: UIControl) { received.append("tapped") }
    func changed() { received.append("changed") }
  }

  @Test func sendsTheActionsRegisteredForTheEvent() {
    let control = UIControl(frame: .zero)
    let target = Target()
    control.addTarget(target, action: Selector("tapped(_:)", Target.tapped), for: .touchUpInside)
    control.addTarget(target, action: Selector("changed()", Target.changed), for: .valueChanged)
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: [.valueChanged, .touchUpInside])
    #expect(target.received == ["tapped", "tapped", "changed"])
    control.removeTarget(target, action: nil, for: .touchUpInside)
    control.sendActions(for: .allEvents)
    #expect(target.received == ["tapped", "tapped", "changed", "changed"])
  }

  @Test func theStateFollowsTheFlags() {
    let control = UIControl(frame: .zero)
    #expect(control.state == .normal && control.isEnabled)
    control.isEnabled = false
    control.isSelected = true
    #expect(control.state == [.disabled, .selected])
  }
}
