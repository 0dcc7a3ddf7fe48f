import FoundationEssentials
import SchmeeboardLab

/// A Safari action's JavaScript preprocessing file, as far as the lab answers it: the lab runs no
/// JavaScript, so it reads the one call iOS waits for, `completionFunction({…})` in the file's
/// `run`, and answers each of its object's values that read the page's address or title from the
/// lab's page (`LabPage`) [M]. Anything else the call passes is refused before anything runs, in
/// one line naming the file and what it reads:
///
/// ```text
/// error: /work/app/Extension/Action.js: the lab runs no JavaScript and answers completionFunction's values only from its page's document.URL and document.title; "body" reads document.body.innerHTML
/// ```
struct PreprocessingScript {
  /// The object's keys, in the file's order, each with the page's value it reads.
  var values: [(key: String, value: LabPage.Value)]

  /// The expressions the lab answers, each with the page's value it reads.
  static let answered: [String: LabPage.Value] = [
    "document.URL": .url, "document.documentURI": .url, "document.location.href": .url,
    "window.location.href": .url, "location.href": .url, "document.baseURI": .url,
    "document.title": .title,
  ]

  /// Reads `text`, the file at `path`; throws one line naming the file for a call the lab
  /// cannot answer, or none.
  init(path: String, text: String) throws(CommandFailure) {
    func refused(_ why: String) -> CommandFailure {
      CommandFailure(
        .usage,
        "\(path): the lab runs no JavaScript and answers completionFunction's values only from "
          + "its page's document.URL and document.title; \(why)")
    }
    let calls = text.ranges(of: "completionFunction(")
    guard calls.count == 1, let call = calls.first else {
      throw refused(
        calls.isEmpty
          ? "the file calls no completionFunction"
          : "the file calls completionFunction \(calls.count) times")
    }
    let rest = text[call.upperBound...].drop { $0.isWhitespace }
    guard rest.first == "{", let object = Self.balancedObject(rest) else {
      throw refused("completionFunction is not given an object written out, {\"key\": value, …}")
    }
    var values: [(key: String, value: LabPage.Value)] = []
    for entry in Self.entries(of: object) {
      guard let colon = entry.firstIndex(of: ":") else {
        throw refused("the object's entry \(entry) is not \"key\": value")
      }
      let key = String(Self.trimmed(entry[..<colon]).filter { $0 != "\"" && $0 != "'" })
      let expression = String(Self.trimmed(entry[entry.index(after: colon)...]))
      guard let value = Self.answered[expression] else {
        throw refused("\"\(key)\" reads \(expression)")
      }
      values.append((key, value))
    }
    self.values = values
  }

  /// What `completionFunction` is given on the lab's page: each key with the page's value.
  var results: [String: String] {
    Dictionary(values.map { ($0.key, LabPage.value($0.value)) }, uniquingKeysWith: { $1 })
  }

  /// The text inside the braces `text` begins with, to their matching close; `nil` when they do
  /// not close.
  private static func balancedObject(_ text: Substring) -> Substring? {
    var depth = 0
    var quote: Character?
    for index in text.indices {
      let character = text[index]
      if let open = quote {
        if character == open { quote = nil }
        continue
      }
      switch character {
      case "\"", "'": quote = character
      case "{", "(", "[": depth += 1
      case "}", ")", "]":
        depth -= 1
        if depth == 0 { return text[text.index(after: text.startIndex)..<index] }
      default: break
      }
    }
    return nil
  }

  /// The object's entries, split at its own commas (not those inside a call or a string), each
  /// trimmed, the empty ones (a trailing comma's) left out.
  private static func entries(of object: Substring) -> [String] {
    var entries: [String] = []
    var current = ""
    var depth = 0
    var quote: Character?
    for character in object {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if "{([".contains(character) {
        depth += 1
      } else if "})]".contains(character) {
        depth -= 1
      } else if character == ",", depth == 0 {
        entries.append(current)
        current = ""
        continue
      }
      current.append(character)
    }
    entries.append(current)
    return entries.map { String(trimmed(Substring($0))) }.filter { !$0.isEmpty }
  }

  /// `text` without the white space at its ends.
  private static func trimmed(_ text: Substring) -> Substring {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return text[first...last]
  }
}
