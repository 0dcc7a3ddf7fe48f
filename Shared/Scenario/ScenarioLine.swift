nonisolated extension ScenarioParser {
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
        if character == " " || character == "\t" || character == "\r" {
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

    func error(at word: Word, _ message: String) -> ScenarioError {
      ScenarioError(file: fileName, line: number, column: word.column, message: message)
    }

    /// The one word after `keyword`.
    func single(after keyword: Word, in words: [Word], expecting what: String) throws(ScenarioError) -> Word {
      guard words.count >= 2 else { throw error(at: keyword, "expected \(what) after '\(keyword.text)'") }
      guard words.count == 2 else { throw error(at: words[2], "unexpected '\(words[2].text)' after '\(keyword.text) \(words[1].text)'") }
      return words[1]
    }

    /// A time or duration in seconds: digits, optionally a point and up to three more digits.
    func seconds(_ word: Word) throws(ScenarioError) -> Double {
      let parts = word.text.split(separator: ".", omittingEmptySubsequences: false)
      let isNumber =
        (1...2).contains(parts.count) && !parts[0].isEmpty
        && parts.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
        && (parts.count == 1 || (1...3).contains(parts[1].count))
      guard isNumber, let value = Double(word.text) else {
        throw error(at: word, "bad time '\(word.text)'; expected seconds such as 0, 1.5 or 0.25 (at most 3 decimals)")
      }
      return value
    }

    func checkWithinLimit(_ time: Double, at word: Word) throws(ScenarioError) {
      guard time <= ScenarioParser.longestTime else {
        throw error(at: word, "time \(NumberFormat.seconds(time)) is past the end; a scenario may last at most \(Int(ScenarioParser.longestTime)) seconds")
      }
    }

    /// An action and its argument.
    func action(_ words: [Word]) throws(ScenarioError) -> ScenarioAction {
      let verb = words[0]
      let argument = words.count > 1 ? words[1] : nil
      if words.count > 2 {
        throw error(at: words[2], "unexpected '\(words[2].text)' after '\(verb.text) \(words[1].text)'")
      }
      func required<Value>(_ what: String, _ choices: [String], _ make: (String) -> Value?) throws(ScenarioError) -> Value {
        guard let argument else {
          throw error(at: verb, "expected \(what) after '\(verb.text)'; one of \(choices.joined(separator: ", "))")
        }
        guard let value = make(argument.text) else {
          throw error(at: argument, "unknown \(what) '\(argument.text)'; expected one of \(choices.joined(separator: ", "))")
        }
        return value
      }
      switch verb.text {
      case "tap":
        return .tap(try required("tap target", ScenarioAction.TapTarget.allCases.map(\.rawValue)) { ScenarioAction.TapTarget(rawValue: $0) })
      case "rotate":
        let orientations = UIInterfaceOrientation.allCases.map(\.scenarioName)
        return .rotate(try required("orientation", orientations) { name in UIInterfaceOrientation.allCases.first { $0.scenarioName == name } })
      case "tilt":
        if let argument { throw error(at: argument, "unexpected '\(argument.text)' after 'tilt'") }
        return .tilt
      case "switch-keyboard":
        return .switchKeyboard(try required("keyboard", KeyboardKind.allCases.map(\.rawValue)) { KeyboardKind(rawValue: $0) })
      case "split-view":
        return .splitView(try required("split-view size", ScenarioAction.SplitViewPane.allCases.map(\.rawValue)) { ScenarioAction.SplitViewPane(rawValue: $0) })
      default:
        throw error(at: verb, "unknown action '\(verb.text)'; expected one of at, wait, device, ios, tap, rotate, tilt, switch-keyboard, split-view")
      }
    }
  }
}
