import SimulatedUIKit

extension ScenarioParser {
  /// A word of a line and the column it starts at (1-based).
  struct Word {
    let text: String
    let column: Int
  }

  /// One line of a scenario file, split into words, with the helpers that read its parts.
  struct Line {
    let number: Int
    let text: String
    let fileName: String

    /// The words before any `#`.
    var words: [Word] {
      var words: [Word] = []
      var current = ""
      var start = 0
      for (offset, character) in text.enumerated() {
        if character == "#" { break }
        if character == " " || character == "\t" {
          if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
          current = ""
        } else {
          if current.isEmpty { start = offset }
          current.append(character)
        }
      }
      if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
      return words
    }

    /// The text of a comment-only line, without its `#`.
    var comment: String? {
      let trimmed = text.drop { $0 == " " || $0 == "\t" }
      guard trimmed.first == "#" else { return nil }
      let body = trimmed.dropFirst().drop { $0 == " " }
      return body.isEmpty ? nil : String(body)
    }

    /// Refuses what the eye cannot see, named by code point so that the message shows it: control
    /// characters (a NUL, an escape, a vertical tab, a form feed …), invisible ones (a byte-order
    /// mark past the file's start, a zero-width space, a right-to-left override, a line or
    /// paragraph separator), and a space other than a space or a tab between words (a no-break
    /// space). A comment may hold other spaces, and the joiners some scripts and emoji need.
    func checkIsText() throws(ScenarioError) {
      // Printable ASCII and tabs, nearly every line, need no look at the Unicode properties.
      var onlyPrintableASCII = true
      for byte in text.utf8 where byte != 0x09 && !(0x20..<0x7F).contains(byte) {
        onlyPrintableASCII = false
        break
      }
      if onlyPrintableASCII { return }
      var inComment = false
      for (offset, character) in text.enumerated() where character != "\t" {
        if character == "#" { inComment = true }
        for scalar in character.unicodeScalars {
          guard let message = Self.refusal(of: scalar, inComment: inComment) else { continue }
          throw ScenarioError(
            file: fileName, line: number, column: offset + 1, message: message)
        }
      }
    }

    /// Why `scalar` may not stand in a scenario file (in a comment when `inComment`), or `nil`.
    private static func refusal(of scalar: Unicode.Scalar, inComment: Bool) -> String? {
      let code = String(scalar.value, radix: 16, uppercase: true)
      let point = "U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code)"
      let named = scalar.properties.name.map { "\(point) (\($0))" } ?? point
      switch scalar.properties.generalCategory {
      case .control:
        return "not a text file: control character \(point); expected plain text"
      case .format where inComment && (scalar == "\u{200C}" || scalar == "\u{200D}"):
        return nil
      case .format, .lineSeparator, .paragraphSeparator:
        return "invisible character \(named); expected plain text"
      case .spaceSeparator where !inComment && scalar != " ":
        return "\(named) between words; expected a space or a tab"
      default:
        return nil
      }
    }

    func error(at word: Word, _ message: String) -> ScenarioError {
      ScenarioError(file: fileName, line: number, column: word.column, message: message)
    }

    /// What `body` makes of `word`, its refusal placed at the word.
    func reading<Value>(_ word: Word, _ body: (String) throws(Vocabulary.Refusal) -> Value)
      throws(ScenarioError) -> Value
    {
      do {
        return try body(word.text)
      } catch {
        throw self.error(at: word, error.message)
      }
    }

    /// The one word after `keyword`.
    func single(after keyword: Word, in words: [Word], expecting what: String) throws(ScenarioError)
      -> Word
    {
      guard words.count >= 2 else {
        throw error(at: keyword, "expected \(what) after '\(keyword.text)'")
      }
      guard words.count == 2 else { throw unexpected(words) }
      return words[1]
    }

    /// A time or duration in seconds: digits, optionally a point and up to three more digits, to
    /// the tick (exact: a millisecond is 6 ticks).
    func seconds(_ word: Word) throws(ScenarioError) -> VirtualTime {
      guard Self.isDecimal(word.text, decimals: 3) else {
        throw error(
          at: word,
          "bad time \(Vocabulary.quoted(word.text)); expected seconds such as 0, 1.5 or 0.25 (at most 3 decimals)"
        )
      }
      // A number past the limit is refused as written (as a `Double` it may print as another);
      // only one too long to quote whole is cut and quoted.
      guard let value = Double(word.text), value <= ScenarioParser.longestTime else {
        let written =
          word.text.count <= Vocabulary.longestQuote ? word.text : Vocabulary.quoted(word.text)
        throw pastTheEnd(written, at: word)
      }
      return VirtualTime(seconds: value)
    }

    /// Whether `text` is digits, optionally a point and up to `decimals` more digits.
    static func isDecimal(_ text: String, decimals: Int) -> Bool {
      let parts = text.split(separator: ".", omittingEmptySubsequences: false)
      return (1...2).contains(parts.count) && !parts[0].isEmpty
        && parts.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
        && (parts.count == 1 || (1...decimals).contains(parts[1].count))
    }

    func checkWithinLimit(_ time: VirtualTime, at word: Word) throws(ScenarioError) {
      guard time.seconds <= ScenarioParser.longestTime else {
        throw pastTheEnd(NumberFormat.seconds(time.seconds), at: word)
      }
    }

    private func pastTheEnd(_ time: String, at word: Word) -> ScenarioError {
      error(
        at: word,
        "time \(time) is past the end; a scenario may last at most \(Int(ScenarioParser.longestTime)) seconds"
      )
    }

    /// Every instruction a line may start with, as the refusal of an unknown one lists them.
    static let instructions: [String] =
      ["at", "wait", "device", "ios"] + ScenarioAction.vocabulary.map(\.verb)

    /// An action and its argument.
    func action(_ words: [Word]) throws(ScenarioError) -> ScenarioAction {
      let verb = words[0]
      if let hazard = try hazardAction(words) { return hazard }
      let argument = words.count > 1 ? words[1] : nil
      // `At 0 tap text-field` is told about the letter case before anything about its words.
      let instructions = Self.instructions
      guard instructions.contains(verb.text) || !instructions.contains(verb.text.lowercased())
      else {
        throw unknownAction(verb)
      }
      if words.count > 2 { throw unexpected(words) }
      func required<Value>(_ what: String, _ choices: [(name: String, value: Value)])
        throws(ScenarioError) -> Value
      {
        try choiceArgument(of: words, what, choices)
      }
      switch verb.text {
      case "tap":
        return .tap(
          try required("tap target", Vocabulary.choices(of: ScenarioAction.TapTarget.self)))
      case "rotate":
        return .rotate(
          try required(
            "orientation",
            UIInterfaceOrientation.allCases.map { (name: $0.scenarioName, value: $0) }))
      case "tilt":
        if argument != nil { throw unexpected(words) }
        return .tilt
      case "return":
        if argument != nil { throw unexpected(words) }
        return .returnKey
      case "face-up", "face-down":
        if argument != nil { throw unexpected(words) }
        return verb.text == "face-up" ? .faceUp : .faceDown
      case "interactive-dismiss":
        if argument != nil { throw unexpected(words) }
        return .interactiveDismiss
      case "switch-keyboard":
        return .switchKeyboard(try required("keyboard", Vocabulary.choices(of: KeyboardKind.self)))
      case "split-view":
        return .splitView(
          try required("split-view size", Vocabulary.choices(of: ScenarioAction.SplitViewPane.self))
        )
      default:
        throw unknownAction(verb)
      }
    }

    private func unknownAction(_ verb: Word) -> ScenarioError {
      error(
        at: verb,
        "unknown action \(Vocabulary.quoted(verb.text)); "
          + Vocabulary.expecting(verb.text, among: Self.instructions, called: "instructions"))
    }

    /// The word after the verb in `words`, read as one of `choices`.
    func choiceArgument<Value>(
      of words: [Word], _ what: String, _ choices: [(name: String, value: Value)]
    ) throws(ScenarioError) -> Value {
      guard words.count > 1 else {
        throw error(
          at: words[0],
          "expected \(what) after '\(words[0].text)'; one of \(choices.map(\.name).joined(separator: ", "))"
        )
      }
      return try reading(words[1]) { word throws(Vocabulary.Refusal) in
        try Vocabulary.choice(what, word, among: choices)
      }
    }

    /// The first word past what the instruction in `words` takes.
    func unexpected(_ words: [Word], at index: Int? = nil) -> ScenarioError {
      let extra = index.map { words[$0] } ?? (words.count > 2 ? words[2] : words[1])
      let before = words.prefix { $0.column < extra.column }.map(\.text).joined(separator: " ")
      return error(
        at: extra, "unexpected \(Vocabulary.quoted(extra.text)) after \(Vocabulary.quoted(before))")
    }
  }
}
