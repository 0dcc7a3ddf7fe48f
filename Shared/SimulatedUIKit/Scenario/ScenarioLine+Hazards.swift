extension ScenarioParser.Line {
  /// The hazard action `words` spell, or `nil` when their verb is not a hazard's.
  func hazardAction(_ words: [ScenarioParser.Word]) throws(ScenarioError) -> ScenarioAction? {
    typealias Action = ScenarioAction
    switch words[0].text {
    case "hardware-keyboard":
      return .hardwareKeyboard(
        try only(words, "change", Vocabulary.choices(of: Action.HardwareKeyboardChange.self)))
    case "ipad-keyboard":
      return .ipadKeyboard(
        try only(words, "keyboard move", Vocabulary.choices(of: Action.IPadKeyboardMove.self)))
    case "quicktype":
      return .quickType(
        try only(words, "QuickType setting", Vocabulary.choices(of: Action.QuickTypeBar.self)))
    case "other-app-keyboard":
      return .otherAppKeyboard(
        try only(words, "change", Vocabulary.choices(of: Action.OtherAppKeyboardChange.self)))
    case "status-bar":
      return .statusBar(
        try only(words, "status bar height", Vocabulary.choices(of: Action.StatusBarHeight.self)))
    case "reduce-motion":
      return .reduceMotion(
        try only(
          words, "Reduce Motion setting", Vocabulary.choices(of: Action.ReduceMotionSetting.self)))
    case "app":
      return .app(
        try only(words, "app transition", Vocabulary.choices(of: Action.AppTransition.self)))
    case "fault":
      return .fault(try fault(words))
    default:
      return nil
    }
  }

  /// The one argument of a one-argument action.
  private func only<Value>(
    _ words: [ScenarioParser.Word], _ what: String, _ choices: [(name: String, value: Value)]
  ) throws(ScenarioError) -> Value {
    let value = try choiceArgument(of: words, what, choices)
    if words.count > 2 { throw unexpected(words) }
    return value
  }

  /// `fault KIND [ARGUMENT]`.
  private func fault(_ words: [ScenarioParser.Word]) throws(ScenarioError) -> KeyboardFault {
    enum Kind: String, CaseIterable {
      case missingKey = "missing-key"
      case wrongType = "wrong-type"
      case zeroFrame = "zero-frame"
      case duplicateNext = "duplicate-next"
      case dropNext = "drop-next"
    }
    let kind = try choiceArgument(of: words, "fault", Vocabulary.choices(of: Kind.self))
    let rest = Array(words.dropFirst())
    let argumentCount = (kind == .zeroFrame || kind == .duplicateNext) ? 0 : 1
    if words.count > 2 + argumentCount { throw unexpected(words, at: 2 + argumentCount) }
    func keyArgument() throws(ScenarioError) -> KeyboardFault.Key {
      try choiceArgument(of: rest, "userInfo key", Vocabulary.choices(of: KeyboardFault.Key.self))
    }
    switch kind {
    case .missingKey: return .missingKey(try keyArgument())
    case .wrongType: return .wrongType(try keyArgument())
    case .dropNext:
      return .dropNext(
        try choiceArgument(
          of: rest, "notification", Vocabulary.choices(of: KeyboardFault.Name.self))
      )
    case .zeroFrame: return .zeroFrame
    case .duplicateNext: return .duplicateNext
    }
  }
}
