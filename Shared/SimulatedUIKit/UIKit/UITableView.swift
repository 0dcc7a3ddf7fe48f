/// UIKit's `UITableView`: for the keyboard techniques, a scroll view whose rows sit inside its
/// content; only its scrolling extents (`contentInset`, `scrollIndicatorInsets`) and its frame
/// matter to them [A].
public final class UITableView: UIScrollView {
  /// Each row's height: UIKit's default, 44 pt [A]. The pictures draw the rows at it.
  public var rowHeight: CGFloat = 44
}
