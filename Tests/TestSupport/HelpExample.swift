/// One command of the examples a `--help` prints, read as a shell reads it: the arguments after
/// the command's own words, and the files its `<` and `>` name.
public struct HelpExample: Sendable, Equatable {
  /// The line as the help prints it, without its indentation.
  public var line: String
  /// The words after the command (`swift run CorrectedSchmeeboard3`), unquoted.
  public var arguments: [String]
  /// The file `< file` reads standard input from, if any.
  public var input: String?
  /// The file `> file` writes standard output to, if any.
  public var output: String?

  /// An example; each parameter is the property of the same name.
  public init(line: String, arguments: [String], input: String? = nil, output: String? = nil) {
    self.line = line
    self.arguments = arguments
    self.input = input
    self.output = output
  }

  /// The examples in `help`: each line that starts with `command` after its indentation, in
  /// order.
  public static func all(in help: String, command: String) -> [HelpExample] {
    help.split(separator: "\n").compactMap { text in
      let line = text.drop { $0 == " " }
      guard line.hasPrefix(command + " ") || line == command else { return nil }
      var example = HelpExample(line: String(line), arguments: [])
      var words = shellWords(line.dropFirst(command.count))[...]
      while let word = words.popFirst() {
        switch word {
        case "<": example.input = words.popFirst()
        case ">": example.output = words.popFirst()
        default: example.arguments.append(word)
        }
      }
      return example
    }
  }

  /// `text` split into words as a POSIX shell splits them: at blanks, with single quotes keeping
  /// what they enclose and a backslash outside them keeping the next character.
  static func shellWords(_ text: Substring) -> [String] {
    var words: [String] = []
    var word: String?
    var quoted = false
    var escaped = false
    for character in text {
      if escaped {
        word = (word ?? "") + String(character)
        escaped = false
      } else if quoted {
        if character == "'" { quoted = false } else { word! += String(character) }
      } else if character == "'" {
        quoted = true
        word = word ?? ""
      } else if character == "\\" {
        escaped = true
      } else if character == " " {
        if let finished = word { words.append(finished) }
        word = nil
      } else {
        word = (word ?? "") + String(character)
      }
    }
    if let finished = word { words.append(finished) }
    return words
  }
}
