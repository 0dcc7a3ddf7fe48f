import SimulatedUIKit

extension ScenarioParser.Line {
  /// The hazard action `words` spell, or `nil` when their verb is not a hazard's.
  func hazardAction(_ words: [ScenarioParser.Word]) throws(ScenarioError) -> ScenarioAction? {
    typealias Action = ScenarioAction
    switch words[0].text {
    case "hardware-keyboard":
      return .hardwareKeyboard(
        try only(words, "change", Vocabulary.choices(of: Action.HardwareKeyboardChange.self)))
    case "minimise-toolbar", "restore-toolbar":
      if words.count > 1 { throw unexpected(words) }
      return .hardwareToolbar(words[0].text == "minimise-toolbar" ? .minimise : .restore)
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
    case "stage-manager":
      return .stageManager(try stageManagerWindow(words))
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

  /// `stage-manager X Y WIDTH HEIGHT`, or `stage-manager full` (`nil`).
  private func stageManagerWindow(_ words: [ScenarioParser.Word]) throws(ScenarioError)
    -> StageManagerWindow?
  {
    let expected =
      "expected 'full' or the window's X Y WIDTH HEIGHT in points, such as 107 60 620 900"
    guard words.count > 1 else { throw error(at: words[0], expected) }
    if words[1].text == "full" {
      if words.count > 2 { throw unexpected(words) }
      return nil
    }
    let names = ["x", "y", "width", "height"]
    var numbers: [Double] = []
    for (index, name) in names.enumerated() {
      guard index + 1 < words.count else {
        throw error(
          at: words[index],
          "expected the window's \(name) after '\(words[index].text)'; \(expected)")
      }
      let word = words[index + 1]
      guard Self.isDecimal(word.text, decimals: 1), let value = Double(word.text),
        value <= Self.largestPoints
      else {
        throw error(
          at: word,
          "bad window \(name) \(Vocabulary.quoted(word.text)); expected points from 0 to \(NumberFormat.points(Self.largestPoints)), such as 0, 620 or 60.5"
        )
      }
      if index >= 2, value < StageManagerWindow.smallestSide {
        throw error(
          at: word,
          "window \(name) \(word.text) is too small; a Stage Manager window is at least \(NumberFormat.points(StageManagerWindow.smallestSide)) points wide and tall"
        )
      }
      numbers.append(value)
    }
    if words.count > 5 { throw unexpected(words, at: 5) }
    return StageManagerWindow(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// The largest number of points a scenario may write: larger than any screen.
  static let largestPoints = 9999.0

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
