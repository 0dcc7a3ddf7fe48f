/// Foundation's `IndexPath` as a table uses it: a section and a row [A].
public struct IndexPath: Hashable, Sendable {
  /// The row in its section.
  public var row: Int
  /// The section.
  public var section: Int

  /// The path to `row` in `section` [A].
  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }
}
