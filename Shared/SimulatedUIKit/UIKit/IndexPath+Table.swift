/// Foundation's `IndexPath` with what UIKit adds to it for tables [A]: a section and a row, the
/// path's first and second indexes. A path of fewer than two indexes has no row, and reading it
/// stops the program, as UIKit's assertion does.
extension IndexPath {
  /// The path to `row` in `section`: `[section, row]` [A].
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section: the first index [A].
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in the section: the second index [A].
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
