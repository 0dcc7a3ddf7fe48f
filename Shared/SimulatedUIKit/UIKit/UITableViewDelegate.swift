/// What a table tells and asks its `delegate` (`UIScrollView.delegate`, which a
/// `UITableViewDelegate` is: Swift cannot narrow a stored property's type in a subclass) [A]. A
/// scroll view delegate's methods, and a row's height, optional as in UIKit: the extension gives
/// it the table's `rowHeight`, which UIKit uses for a delegate without the method.
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The height of the row at `indexPath`, or `UITableView.automaticDimension` for its cell's
  /// own [A].
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
}
