/// A scenario file that cannot be read, with where and why: `rotate.txt:3:9: unknown orientation …`.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's path as the user gave it, or the built-in scenario's name.
  public var file: String
  /// The line, counting from 1.
  public var line: Int
  /// The column, in characters, counting from 1.
  public var column: Int
  /// What is wrong and what was expected, on one line.
  public var message: String

  /// Creates an error at `line` and `column` of `file`, saying `message`.
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: message`.
  public var description: String {
    "\(file):\(line):\(column): \(message)"
  }
}
