/// Foundation's `IndexPath` with what UIKit adds to it for collection views [A]: a section and an
/// item, the path's first and second indexes, as a table's section and row
/// (`IndexPath+Table.swift`). A path of fewer than two indexes has no item, and reading it stops
/// the program, as UIKit's assertion does.
extension IndexPath {
  /// The path to `item` in `section`: `[section, item]` [A].
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The item in the section: the second index, a table's `row` [A].
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
