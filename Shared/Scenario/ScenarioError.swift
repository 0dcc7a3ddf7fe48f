/// A scenario file that cannot be read, with where and why: `rotate.txt:3:9: unknown orientation …`.
nonisolated public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String {
    "\(file):\(line):\(column): \(message)"
  }
}
