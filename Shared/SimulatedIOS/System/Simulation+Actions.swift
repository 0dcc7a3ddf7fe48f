import SimulatedUIKit

/// What each scenario action does to the simulated device.
extension Simulation {
  /// Records the step, then performs it.
  func perform(_ action: ScenarioAction) {
    recorder.record(.step(action.scriptText))
    if let reason = hazardStateRefusal(of: action) {
      recorder.record(.note(reason))
      return
    }
    if deferOrIgnoreDuringRotation(action) { return }
    switch action {
    case .tap(.textField):
      tapField()
    case .tap(.background):
      // The tap lands on the root view (a navigation controller's top controller's,
      // `Simulation+Containment`), at its middle [M: the scenario names no point]: the view there
      // hears the touches, and the root view's tap recognizers fire [A].
      let root = judgedRoot
      let bounds = root.bounds
      root.tap(at: CGPoint(x: bounds.midX, y: bounds.midY), recorder: recorder)
    case .rotate(let orientation):
      rotate(to: orientation)
    case .tilt:
      tilt()
    case .returnKey:
      if !application.tapReturnKey() {
        recorder.record(.note("no text field is first responder: no return key to tap"))
      }
    case .switchKeyboard(let kind):
      switchKeyboard(to: kind)
    case .splitView(let pane):
      resizeSplitView(to: pane)
    case .faceUp:
      layFlat(.faceUp)
    case .faceDown:
      layFlat(.faceDown)
    case .hardwareKeyboard, .hardwareToolbar, .ipadKeyboard, .interactiveDismiss, .quickType,
      .otherAppKeyboard, .statusBar, .reduceMotion, .app, .fault, .stageManager:
      performHazard(action)
    }
  }
}
