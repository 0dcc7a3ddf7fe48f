import SimulatedUIKit

/// The actions a scenario file can spell, each with its arguments: what `--list` shows and what
/// the parser offers when it does not know a verb.
extension ScenarioAction {
  /// Every action's verb with its arguments, in the order `docs/scenario-format.md` lists them.
  public static var vocabulary: [(verb: String, arguments: [String])] {
    func names<Choice: CaseIterable & RawRepresentable>(_: Choice.Type) -> [String]
    where Choice.RawValue == String { Choice.allCases.map(\.rawValue) }
    return [
      ("tap", names(TapTarget.self)),
      ("rotate", UIInterfaceOrientation.allCases.map(\.scenarioName)),
      ("tilt", []),
      ("return", []),
      ("face-up", []),
      ("face-down", []),
      ("switch-keyboard", names(KeyboardKind.self)),
      ("split-view", names(SplitViewPane.self)),
      ("stage-manager", ["X Y WIDTH HEIGHT", "full"]),
      ("hardware-keyboard", names(HardwareKeyboardChange.self)),
      ("minimise-toolbar", []),
      ("restore-toolbar", []),
      ("ipad-keyboard", names(IPadKeyboardMove.self)),
      ("interactive-dismiss", []),
      ("quicktype", names(QuickTypeBar.self)),
      ("other-app-keyboard", names(OtherAppKeyboardChange.self)),
      ("status-bar", names(StatusBarHeight.self)),
      ("reduce-motion", names(ReduceMotionSetting.self)),
      ("app", names(AppTransition.self)),
      (
        "fault",
        ["missing-key KEY", "wrong-type KEY", "zero-frame", "duplicate-next", "drop-next NAME"]
      ),
    ]
  }
}
