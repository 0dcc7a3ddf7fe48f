/// A technique's demo table as the screen shows it, in the root view's coordinates: where its
/// frame is, how far it is scrolled, and its rows, so that a picture can draw the rows where the
/// demo has them. Drawn, never measured: the edge the verdict measures is the sample's.
public struct DemoTable: Equatable, Codable, Sendable {
  /// The top of the table's frame.
  public var top: Double
  /// The bottom of the table's frame.
  public var bottom: Double
  /// How far the content is scrolled up: its content offset's y.
  public var contentOffset: Double
  /// Each row's height.
  public var rowHeight: Double
  /// How many rows the content holds.
  public var rows: Int

  /// Creates a table; each parameter is the property of the same name.
  public init(top: Double, bottom: Double, contentOffset: Double, rowHeight: Double, rows: Int) {
    self.top = top
    self.bottom = bottom
    self.contentOffset = contentOffset
    self.rowHeight = rowHeight
    self.rows = rows
  }
}
