import Testing

@testable import SimulatedUIKit

/// `UIControl.State`'s states with UIKit's raw values [A: UIControlState: normal 0, highlighted
/// 1 << 0, disabled 1 << 1, selected 1 << 2, focused 1 << 3].
@Suite struct ControlStateTests {
  @Test func theStatesHaveUIKitsRawValuesAndNoControlIsFocused() {
    let states: [UIControl.State] = [.normal, .highlighted, .disabled, .selected, .focused]
    #expect(states.map(\.rawValue) == [0, 1, 2, 4, 8])
    let button = UIButton(type: .system)
    button.isEnabled = false
    #expect(button.state == .disabled && !button.state.contains(.focused))
  }
}
