/// An outlet the nib has nothing for, in one line that names the outlet, its type and what the
/// nib offers: `outlet 'tableView' (UITableView): the pinned layout has no table view; it has
/// view, contentView, textField, bottomConstraint`.
public struct OutletError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong and what the nib has, on one line.
  public var message: String

  /// The error saying `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
