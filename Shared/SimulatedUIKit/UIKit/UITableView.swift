/// UIKit's `UITableView`: for keyboard code, a scroll view whose rows sit inside its content;
/// only its scrolling extents (`contentInset`, `scrollIndicatorInsets`), its frame and scrolling
/// to a row matter to it [A]. Rows are `rowHeight` tall, in one section [M].
public class UITableView: UIScrollView {
  /// A table's look, with UIKit's raw values [A].
  public enum Style: Int, Sendable {
    /// Rows edge to edge (the default).
    case plain
    /// Sections in groups.
    case grouped
    /// Groups inset from the sides (iOS 13).
    case insetGrouped
  }

  /// Where `scrollToRow(at:at:animated:)` puts the row, with UIKit's raw values [A].
  public enum ScrollPosition: Int, Sendable {
    /// The least scrolling that shows it.
    case none
    /// At the top.
    case top
    /// In the middle.
    case middle
    /// At the bottom.
    case bottom
  }

  /// The table's look [A].
  public let style: Style
  /// Each row's height: UIKit's default, 44 pt [A]. The pictures draw the rows at it.
  public var rowHeight: CGFloat = 44

  /// A table with `frame` and `style` [A].
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    alwaysBounceVertical = true
  }

  /// A plain table with `frame` [A].
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// A plain table from an archive, with no size at the origin, as `UIView`'s [A].
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    alwaysBounceVertical = true
  }

  /// Scrolls so that row `indexPath.row` (of one section, `rowHeight` tall) shows at
  /// `scrollPosition` inside the area the adjusted insets leave [A].
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    let row = CGRect(
      x: 0, y: CGFloat(indexPath.row) * rowHeight, width: bounds.width, height: rowHeight)
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var offset = contentOffset
    switch scrollPosition {
    case .none:
      return scrollRectToVisible(row, animated: animated)
    case .top: offset.y = row.minY - inset.top
    case .middle: offset.y = row.midY - inset.top - visibleHeight / 2
    case .bottom: offset.y = row.maxY - inset.top - visibleHeight
    }
    offset.y = min(
      max(offset.y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
    setContentOffset(offset, animated: animated)
  }
}
