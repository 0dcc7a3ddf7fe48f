import SimulatedUIKit

/// Reads the scenario format: one instruction a line, `#` comments, blank lines ignored.
///
/// ```text
/// # Show the keyboard, turn to landscape and back, then hide it.
/// device iphone5
/// ios 6
/// at 0 tap text-field
/// at 1 rotate landscape-left
/// wait 1
/// rotate portrait
/// at 3 tap background
/// ```
///
/// `at T` sets the time of the action that follows it (seconds, never going back); `wait D` moves
/// the time on by `D`; an action with no `at` happens at the current time. `device` and `ios` are
/// optional and apply unless the command line says otherwise; when a file gives both, the device
/// must have run that version. The first comment is the summary. `docs/scenario-format.md` is the
/// reference.
public struct ScenarioParser {
  /// The longest run a scenario may ask for, in virtual seconds: an hour, for soak scripts
  /// (`VirtualTime.longestRunSeconds`). The cost of a run grows with its steps and its animated
  /// seconds, not with idle time.
  public static let longestTime = VirtualTime.longestRunSeconds
  /// The most steps a scenario may have: an hour of a step every 0.36 s.
  public static let mostSteps = 10_000

  let fileName: String

  /// Creates a parser whose errors name `fileName`.
  public init(fileName: String) {
    self.fileName = fileName
  }

  /// Whether `character` ends a line: `\n`, `\r\n` (one `Character`) or `\r`. The other breaks
  /// Unicode knows (a vertical tab, a form feed, U+0085, U+2028, U+2029) are refused where they
  /// stand, as the control or invisible characters they are (`docs/scenario-format.md`).
  static func isLineBreak(_ character: Character) -> Bool {
    character == "\n" || character == "\r\n" || character == "\r"
  }

  /// Parses `text` into a scenario named `name`.
  public func parse(_ text: String, name: String) throws(ScenarioError) -> Scenario {
    guard text.contains(where: { !$0.isWhitespace }) else {
      throw ScenarioError(
        file: fileName, line: 1, column: 1,
        message: "empty file; expected lines such as 'at 0 tap text-field'")
    }
    var scenario = Scenario(name: name, summary: "", steps: [])
    // Counted in exact ticks, so that waits add up to the time an `at` would write.
    var cursor = VirtualTime.zero
    // Where the device and the iOS version were chosen, to place an impossible pair.
    var pairWord: (line: Line, word: Word)?
    var setupLines = SetupLines()
    for (index, rawLine) in text.split(
      omittingEmptySubsequences: false, whereSeparator: Self.isLineBreak
    ).enumerated() {
      let line = Line(number: index + 1, text: String(rawLine), fileName: fileName)
      try line.checkIsText()
      let words = line.words
      guard let first = words.first else {
        if scenario.summary.isEmpty, let comment = line.comment { scenario.summary = comment }
        continue
      }
      switch first.text {
      case "device":
        try setupLines.choose(first, on: line)
        let value = try line.single(after: first, in: words, expecting: "a device")
        scenario.device = try line.reading(value, Vocabulary.device)
        pairWord = (line, value)
      case "ios":
        try setupLines.choose(first, on: line)
        let value = try line.single(after: first, in: words, expecting: "an iOS version")
        let release = try line.reading(value, Vocabulary.iOSRelease)
        scenario.release = release
        pairWord = (line, value)
      case "wait":
        let value = try line.single(after: first, in: words, expecting: "a number of seconds")
        let span = try line.seconds(value)
        guard span > .zero else {
          throw line.error(at: value, "a wait must be longer than 0 seconds")
        }
        cursor = cursor + span
        try line.checkWithinLimit(cursor, at: value)
      case "at":
        guard words.count >= 2 else { throw line.error(at: first, "expected a time after 'at'") }
        let time = try line.seconds(words[1])
        guard time >= cursor else {
          throw line.error(
            at: words[1],
            "time \(words[1].text) goes back before \(NumberFormat.seconds(cursor.seconds)); steps must be in order"
          )
        }
        try line.checkWithinLimit(time, at: words[1])
        cursor = time
        setupLines.step(first, on: line)
        guard words.count >= 3 else {
          throw line.error(at: words[1], "expected an action after 'at \(words[1].text)'")
        }
        scenario.steps.append(
          ScenarioStep(time: cursor.seconds, action: try line.action(Array(words[2...]))))
      default:
        setupLines.step(first, on: line)
        scenario.steps.append(ScenarioStep(time: cursor.seconds, action: try line.action(words)))
      }
      guard scenario.steps.count <= Self.mostSteps else {
        throw line.error(at: first, "too many steps; a scenario may have at most \(Self.mostSteps)")
      }
    }
    guard !scenario.steps.isEmpty else {
      throw ScenarioError(
        file: fileName, line: 1, column: 1,
        message: "no steps; expected lines such as 'at 0 tap text-field'")
    }
    if let device = scenario.device, let release = scenario.release, let pairWord {
      try pairWord.line.reading(pairWord.word) { _ throws(Vocabulary.Refusal) in
        try Vocabulary.check(RunTarget(device: device, release: release))
      }
    }
    return scenario
  }
}
